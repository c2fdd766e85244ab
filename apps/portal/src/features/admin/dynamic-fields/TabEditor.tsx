import { Trans, useLingui } from '@lingui/react/macro'
import {
  type DynamicFieldSubtypeOrder,
  type DynamicFieldTab,
  reorderDynamicFieldSubtypesMutation,
} from '@platform/sdk'
import { Button, EmptyState } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { useNotify } from '../shared/notify'
import * as styles from './dynamic-fields.css'
import { type Editing, EditorDialogs } from './EditorDialogs'
import {
  fieldOrderBody,
  noPendingOrder,
  type PendingOrder,
  subtypeOrderBody,
  withPendingOrder,
} from './order'
import { SubtypeCard } from './SubtypeCard'
import { SubtypeOrder } from './SubtypeOrder'

/** The blocks of a tab with their fields, and the dialogs that change them. */
export function TabEditor({ tab }: { tab: DynamicFieldTab }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const reorder = useMutation(reorderDynamicFieldSubtypesMutation(client))
  const [pending, setPending] = useState<PendingOrder>(noPendingOrder)
  const [editing, setEditing] = useState<Editing>(null)
  const subtypes = withPendingOrder(tab.subtypes, pending)

  const save = (body: DynamicFieldSubtypeOrder[], next: PendingOrder, fields: boolean) => {
    setPending(next)
    reorder.mutate(
      { params: { path: { tab: tab.code } }, body },
      {
        onSuccess: () => notify.success(fields ? 'fieldOrderSaved' : 'tabOrderSaved'),
        onError: (error) => notify.failure(fields ? 'fieldOrderError' : 'tabOrderError', error),
        onSettled: () => setPending(noPendingOrder),
      },
    )
  }

  const reorderSubtypes = (ids: string[]) => {
    const body = subtypeOrderBody(tab.subtypes, ids)
    if (body) save(body, { ...noPendingOrder, subtypes: ids }, false)
  }

  const reorderFields = (subtypeId: string, ids: string[]) => {
    const body = fieldOrderBody(tab.subtypes, subtypeId, ids)
    if (body) save(body, { ...noPendingOrder, fields: { [subtypeId]: ids } }, true)
  }

  const firstSubtype = tab.subtypes[0]
  return (
    <>
      <div className={styles.toolbar}>
        <Button onPress={() => setEditing({ kind: 'subtype', subtype: null })}>
          <Trans>Добавить блок</Trans>
        </Button>
        {firstSubtype && (
          <Button
            variant="secondary"
            onPress={() =>
              setEditing({ kind: 'field', mode: 'create', field: null, subtype: firstSubtype.id })
            }
          >
            <Trans>Добавить поле</Trans>
          </Button>
        )}
      </div>
      {subtypes.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`В этой вкладке нет блоков`}
          description={t`Добавьте блок, чтобы создать в нём поля.`}
        />
      ) : (
        <>
          {subtypes.length > 1 && (
            <SubtypeOrder
              subtypes={subtypes}
              isDisabled={reorder.isPending}
              onReorder={reorderSubtypes}
            />
          )}
          <div className={styles.blocks}>
            {subtypes.map((subtype) => (
              <SubtypeCard
                key={subtype.id}
                subtype={subtype}
                isReordering={reorder.isPending}
                onReorderFields={(ids) => reorderFields(subtype.id, ids)}
                onEdit={setEditing}
              />
            ))}
          </div>
        </>
      )}
      <EditorDialogs tab={tab} editing={editing} onClose={() => setEditing(null)} />
    </>
  )
}
