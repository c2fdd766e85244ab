import { useLingui } from '@lingui/react/macro'
import { Select, SelectItem } from '@platform/ui'

interface EnabledFilterProps {
  /** `true` only enabled, `false` only disabled, none: all. */
  value: boolean | undefined
  onChange: (value: boolean | undefined) => void
}

/** The enabled/disabled filter of a list. */
export function EnabledFilter({ value, onChange }: EnabledFilterProps) {
  const { t } = useLingui()
  const states = [
    { id: 'all', name: t`Все` },
    { id: 'true', name: t`Включённые` },
    { id: 'false', name: t`Отключённые` },
  ]
  return (
    <Select
      label={t`Состояние`}
      items={states}
      selectedKey={value === undefined ? 'all' : String(value)}
      onSelectionChange={(key) => onChange(key === 'all' ? undefined : key === 'true')}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  )
}
