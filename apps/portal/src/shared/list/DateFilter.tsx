import { parseDate } from '@internationalized/date'
import { isIsoDate } from '@platform/forms'
import { DatePicker } from '@platform/ui'

export interface DateFilterProps {
  label: string
  /** `YYYY-MM-DD`, or undefined when not set. */
  value: string | undefined
  onChange: (value: string | undefined) => void
  errorMessage?: string
}

/** A day of a date-range filter, kept as `YYYY-MM-DD` text so no time zone moves it. */
export function DateFilter({ label, value, onChange, errorMessage }: DateFilterProps) {
  return (
    <DatePicker
      label={label}
      value={value && isIsoDate(value) ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : undefined)}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  )
}
