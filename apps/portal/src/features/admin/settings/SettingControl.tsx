import { useLingui } from '@lingui/react/macro'
import type { Setting, SettingDurationUnit, SettingValue } from '@platform/sdk'
import { NumberField, Select, SelectItem, Switch, TextField } from '@platform/ui'
import type { ReactNode } from 'react'
import { useLocale } from 'react-aria-components'

const units: Record<SettingDurationUnit, string> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
}

interface SettingControlProps {
  setting: Setting
  value: SettingValue
  onChange: (value: SettingValue) => void
  onBlur: () => void
  errorMessage?: string
}

/**
 * The number options of a row: one object per unit, so the field's formatter and parser, which
 * follow these options, are built once and not on every drawing of the form.
 */
const formatOptions = new Map<string, Intl.NumberFormatOptions>()
function numberOptions(unit: string | undefined): Intl.NumberFormatOptions {
  const key = unit ?? ''
  let options = formatOptions.get(key)
  if (!options) {
    options = unit
      ? { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }
      : { maximumFractionDigits: 0 }
    formatOptions.set(key, options)
  }
  return options
}

const formatters = new Map<string, Intl.NumberFormat>()
function formatterOf(locale: string, unit: string | undefined): Intl.NumberFormat {
  const key = `${locale}:${unit ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, numberOptions(unit))
    formatters.set(key, formatter)
  }
  return formatter
}

/** The bounds of a number row as a hint, in its unit: «Допустимо: 1 минута – 10 080 минут». */
function useBounds(setting: Setting): string | undefined {
  const { t } = useLingui()
  const { locale } = useLocale()
  const props = setting.value_props
  const unit = setting.type === 'duration' ? units[props?.unit ?? 'seconds'] : undefined
  const format = (amount: number) => formatterOf(locale, unit).format(amount)
  const min = props?.min
  const max = props?.max
  if (min !== undefined && max !== undefined) {
    const from = format(min)
    const to = format(max)
    return t`Допустимо: ${from} – ${to}`
  }
  if (min !== undefined) {
    const from = format(min)
    return t`Не меньше: ${from}`
  }
  if (max !== undefined) {
    const to = format(max)
    return t`Не больше: ${to}`
  }
  return undefined
}

function joined(...parts: (string | null | undefined)[]): string | undefined {
  const kept = parts.filter((part): part is string => Boolean(part))
  return kept.length > 0 ? kept.join('. ') : undefined
}

/** One settings row as the control of its type, with its title, description and unit. */
export function SettingControl({
  setting,
  value,
  onChange,
  onBlur,
  errorMessage,
}: SettingControlProps): ReactNode {
  const { t } = useLingui()
  const bounds = useBounds(setting)
  const readOnlyNote = setting.readonly ? t`Только для чтения` : undefined
  const common = {
    isDisabled: setting.readonly,
    isInvalid: errorMessage !== undefined,
    errorMessage,
    onBlur,
  }

  switch (setting.type) {
    case 'boolean':
      return (
        <Switch
          {...common}
          description={joined(setting.description, readOnlyNote)}
          isSelected={value === true}
          onChange={onChange}
        >
          {setting.title}
        </Switch>
      )
    case 'select':
      return (
        <Select
          {...common}
          label={setting.title}
          description={joined(setting.description, readOnlyNote)}
          selectedKey={typeof value === 'string' ? value : null}
          onSelectionChange={(key) => onChange(key === null ? null : String(key))}
          items={setting.value_props?.options ?? []}
        >
          {(option) => <SelectItem id={option.value}>{option.title}</SelectItem>}
        </Select>
      )
    case 'integer':
    case 'duration':
      return (
        <NumberField
          {...common}
          label={setting.title}
          description={joined(setting.description, bounds, readOnlyNote)}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
          step={1}
          formatOptions={numberOptions(
            setting.type === 'duration' ? units[setting.value_props?.unit ?? 'seconds'] : undefined,
          )}
        />
      )
    default:
      return (
        <TextField
          {...common}
          label={setting.title}
          description={joined(setting.description, readOnlyNote)}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          maxLength={setting.value_props?.maxLength}
        />
      )
  }
}
