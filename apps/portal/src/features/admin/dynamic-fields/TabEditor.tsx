import { Trans, useLingui } from '@lingui/react/macro'
import type { DynamicFieldSubtypeOrder, DynamicFieldTab } from '@platform/sdk'
import { reorderDynamicFieldSubtypesMutation } from '@platform/sdk/query'
import { Button, EmptyState } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react'
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
import { SubtypeSelection } from './SubtypeSelection'

/** The blocks of a tab with their fields, and the dialogs that change them. */
export function TabEditor({ tab }: { tab: DynamicFieldTab }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const reorder = useMutation(reorderDynamicFieldSubtypesMutation(client))
  const [pending, setPending] = useState<PendingOrder>(noPendingOrder)
  const [editing, setEditing] = useState<Editing>(null)
  // A dialog opens in a transition: React draws it in short slices instead of one long task.
  const edit = useCallback((next: Editing) => startTransition(() => setEditing(next)), [])
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const subtypes = useMemo(() => withPendingOrder(tab.subtypes, pending), [tab.subtypes, pending])
  // The first block comes with the page; the rest follow in a deferred render that React splits
  // into short slices, so opening a tab of many fields never holds the page for long.
  const shown = useDeferredValue(subtypes, subtypes.slice(0, 1))
  const deletable = useMemo(() => subtypes.filter((subtype) => !subtype.systemic), [subtypes])
  const { mutate } = reorder

  const save = useCallback(
    (body: DynamicFieldSubtypeOrder[], next: PendingOrder, fields: boolean) => {
      setPending(next)
      mutate(
        { params: { path: { tab: tab.code } }, body },
        {
          onSuccess: () => notify.success(fields ? 'fieldOrderSaved' : 'tabOrderSaved'),
          onError: (error) => notify.failure(fields ? 'fieldOrderError' : 'tabOrderError', error),
          onSettled: () => setPending(noPendingOrder),
        },
      )
    },
    [mutate, notify, tab.code],
  )

  // Stable, like the other props of the memoised lists and blocks.
  const reorderSubtypes = useCallback(
    (ids: string[]) => {
      const body = subtypeOrderBody(tab.subtypes, ids)
      if (body) save(body, { ...noPendingOrder, subtypes: ids }, false)
    },
    [save, tab.subtypes],
  )

  const reorderFields = useCallback(
    (subtypeId: string, ids: string[]) => {
      const body = fieldOrderBody(tab.subtypes, subtypeId, ids)
      if (body) save(body, { ...noPendingOrder, fields: { [subtypeId]: ids } }, true)
    },
    [save, tab.subtypes],
  )

  const select = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  const firstSubtype = tab.subtypes[0]
  return (
    <>
      <div className={styles.toolbar}>
        <Button onPress={() => edit({ kind: 'subtype', mode: 'create', subtype: null })}>
          <Trans>Добавить блок</Trans>
        </Button>
        {firstSubtype && (
          <Button
            variant="secondary"
            onPress={() =>
              edit({ kind: 'field', mode: 'create', field: null, subtype: firstSubtype.id })
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
          {deletable.length > 0 && (
            <SubtypeSelection
              deletable={deletable}
              selected={selected}
              onSelectedChange={setSelected}
            />
          )}
          <div className={styles.blocks}>
            {shown.map((subtype) => (
              <SubtypeCard
                key={subtype.id}
                subtype={subtype}
                isReordering={reorder.isPending}
                isSelected={selected.has(subtype.id)}
                onSelect={select}
                onReorderFields={reorderFields}
                onEdit={edit}
              />
            ))}
          </div>
        </>
      )}
      <EditorDialogs tab={tab} editing={editing} onClose={() => setEditing(null)} />
    </>
  )
}
