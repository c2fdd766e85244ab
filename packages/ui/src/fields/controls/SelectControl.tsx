import type { FieldItem } from '@platform/forms'
import { Select, SelectItem } from '../../Select/Select'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

/** dropbox: a single choice of the field's items; the value is the chosen item's id. */
export function SelectControl(props: FieldControlProps) {
  const { field, value, onChange } = props
  return (
    <Select<FieldItem>
      {...commonProps(props)}
      items={field.items ?? []}
      placeholder={field.placeholder ?? undefined}
      selectedKey={typeof value === 'string' && value ? value : null}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.value}</SelectItem>}
    </Select>
  )
}
