import { useLingui } from '@lingui/react/macro'
import type { ApplicationList, ApplicationListItem } from '@platform/sdk'
import { reorderApplicationsMutation } from '@platform/sdk/query'
import { EmptyState, ReorderableList } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { Total } from '../../../shared/list'
import * as admin from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { changedOrder, inOrder } from '../shared/order'
import { type ApplicationAction, ApplicationRow } from './ApplicationRow'

interface ApplicationsListProps {
  data: ApplicationList
  /**
   * The list shows every application in the drag order: only then can it be reordered (a
   * filtered or sorted list would put the others in places nobody chose).
   */
  canReorder: boolean
  isFiltered: boolean
  onAction: (action: ApplicationAction) => void
}

/** The applications in their order: drag one, or move it from the keyboard, to reorder. */
export function ApplicationsList({
  data,
  canReorder,
  isFiltered,
  onAction,
}: ApplicationsListProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const reorder = useMutation(reorderApplicationsMutation(client))
  const [pending, setPending] = useState<string[] | null>(null)
  const saved = data.applications

  const saveOrder = (keys: readonly (string | number)[]) => {
    const ids = changedOrder(saved, keys)
    if (!ids || reorder.isPending) return
    setPending(ids)
    const codeOf = (id: string) => saved.find((each) => each.id === id)?.code ?? null
    reorder
      .mutateAsync({ body: ids.map((id, order) => ({ id, code: codeOf(id), order })) })
      .then(
        () => notify.success('applicationOrderSaved'),
        (error) => notify.failure('applicationUpdateError', error),
      )
      .finally(() => setPending(null))
  }

  if (saved.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={isFiltered ? t`Ничего не найдено` : t`Приложений пока нет`}
        description={isFiltered ? t`Измените или сбросьте фильтры.` : undefined}
      />
    )
  }
  const shown: ApplicationListItem[] = pending ? inOrder(saved, pending) : saved
  return (
    <div className={admin.stack}>
      <Total total={data.meta.total} />
      {!canReorder && (
        <p className={admin.muted}>
          {t`Порядок меняется в полном списке по порядку: сбросьте фильтры и сортировку, чтобы перетащить приложение.`}
        </p>
      )}
      <ReorderableList
        aria-label={t`Приложения по порядку`}
        items={shown.map((application) => ({ ...application, label: application.name }))}
        isDisabled={!canReorder || reorder.isPending}
        onReorder={saveOrder}
      >
        {(application) => <ApplicationRow application={application} onAction={onAction} />}
      </ReorderableList>
    </div>
  )
}
