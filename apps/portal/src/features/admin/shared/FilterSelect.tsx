import { Select, SelectItem } from '@platform/ui'

interface FilterSelectProps<Value extends string> {
  label: string
  /** The first option, which sets no filter: «Все состояния», «Все объекты». */
  allLabel: string
  options: readonly { id: Value; name: string }[]
  value: Value | undefined
  onChange: (value: Value | undefined) => void
}

const all = '\u0000all'

/** A list filter that picks one value, or none with its first option. */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select
      label={label}
      items={[{ id: all, name: allLabel }, ...options]}
      selectedKey={value ?? all}
      onSelectionChange={(key) =>
        onChange(key === all || key === null ? undefined : (key as Value))
      }
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  )
}
