import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { DynamicFieldSubtype } from '@platform/sdk'
import { deleteDynamicFieldSubtypesMutation } from '@platform/sdk/query'
import { Button, Checkbox } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import * as admin from '../shared/admin.css'
import { useFocusAfterClose } from '../shared/focus'
import { useNotified } from '../shared/use-notified'
import * as styles from './dynamic-fields.css'

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

interface SubtypeSelectionProps {
  /** The blocks that can be deleted (systemic ones cannot), in their order. */
  deletable: readonly DynamicFieldSubtype[]
  selected: ReadonlySet<string>
  onSelectedChange: (next: ReadonlySet<string>) => void
}

/**
 * The checked blocks of a tab: select all, how many are checked, and their deletion in one call
 * after a confirmation that names how many blocks and fields go. All or nothing: the platform
 * deletes none of them when it refuses one.
 */
export function SubtypeSelection({ deletable, selected, onSelectedChange }: SubtypeSelectionProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notified = useNotified()
  const remove = useMutation(deleteDynamicFieldSubtypesMutation(client))
  const [asking, setAsking] = useState(false)
  const focusAfterClose = useFocusAfterClose(asking)
  const selectAll = useRef<HTMLInputElement>(null)
  const chosen = deletable.filter((subtype) => selected.has(subtype.id))
  const count = chosen.length
  const fields = chosen.reduce((sum, subtype) => sum + subtype.fields.length, 0)
  const names = chosen.map((subtype) => `«${subtype.title}»`).join(', ')

  const confirm = () =>
    notified(
      remove.mutateAsync({ params: { query: { ids: chosen.map((subtype) => subtype.id) } } }),
      'subtypesDeleted',
      'subtypeDeleteError',
    ).then(() => {
      onSelectedChange(new Set())
      // The delete button goes with the selection: focus stays in the same place.
      focusAfterClose(() => selectAll.current)
    })

  return (
    <div className={styles.toolbar}>
      <Checkbox
        inputRef={selectAll}
        isSelected={count > 0 && count === deletable.length}
        isIndeterminate={count > 0 && count < deletable.length}
        onChange={(all) => onSelectedChange(new Set(all ? deletable.map((each) => each.id) : []))}
      >
        {t`Выбрать все блоки, кроме системных`}
      </Checkbox>
      <p className={admin.muted} aria-live="polite">
        {count > 0
          ? t({
              message: plural(count, {
                one: 'Выбран # блок',
                few: 'Выбрано # блока',
                many: 'Выбрано # блоков',
                other: 'Выбрано # блока',
              }),
            })
          : t`Блоки не выбраны`}
      </p>
      {count > 0 && (
        <Button variant="danger" onPress={() => setAsking(true)}>
          {t`Удалить выбранные`}
        </Button>
      )}
      {asking && (
        <DeleteDialog
          title={t({
            message: plural(count, {
              one: 'Удалить # блок?',
              few: 'Удалить # блока?',
              many: 'Удалить # блоков?',
              other: 'Удалить # блока?',
            }),
          })}
          onClose={() => setAsking(false)}
          onConfirm={confirm}
        >
          {t`Будут удалены блоки ${names} вместе с их полями (${fields}) и значениями этих полей.`}
        </DeleteDialog>
      )}
    </div>
  )
}
