import { useLingui } from '@lingui/react/macro'
import type { DynamicField, DynamicFieldSubtype } from '@platform/sdk'
import { ReorderableList } from '@platform/ui'
import { useMemo } from 'react'
import type { Editing } from './EditorDialogs'
import { FieldRow } from './FieldRow'

interface FieldListProps {
  subtype: DynamicFieldSubtype
  isDisabled: boolean
  onReorder: (ids: string[]) => void
  onEdit: (editing: Editing) => void
}

/** The fields of a block in their order, to move by drag or from the keyboard. */
export function FieldList({ subtype, isDisabled, onReorder, onEdit }: FieldListProps) {
  const { t } = useLingui()
  const title = subtype.title
  // The same items while the fields are the same, so the memoised rows are not redrawn.
  const items: (DynamicField & { label: string })[] = useMemo(
    () => subtype.fields.map((field) => ({ ...field, label: field.title })),
    [subtype.fields],
  )
  return (
    <ReorderableList
      aria-label={t`Поля блока «${title}»`}
      items={items}
      isDisabled={isDisabled}
      onReorder={(keys) => onReorder(keys.map(String))}
    >
      {(field) => <FieldRow field={field} onEdit={onEdit} />}
    </ReorderableList>
  )
}
