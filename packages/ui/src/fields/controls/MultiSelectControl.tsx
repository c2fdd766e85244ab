import type { FieldItem } from '@platform/forms'
import { MultiSelect, MultiSelectItem } from '../../MultiSelect/MultiSelect'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

/** combobox: several of the field's items with one chip visible; the value is their ids. */
export function MultiSelectControl(props: FieldControlProps) {
  const { field, value, onChange } = props
  return (
    <MultiSelect<FieldItem>
      {...commonProps(props)}
      defaultItems={field.items ?? []}
      placeholder={field.placeholder ?? undefined}
      value={Array.isArray(value) ? value : []}
      onChange={(keys) => onChange(keys.map(String))}
    >
      {(item) => <MultiSelectItem id={item.id}>{item.value}</MultiSelectItem>}
    </MultiSelect>
  )
}
