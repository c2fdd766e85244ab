import { type CalendarDate, parseDate } from '@internationalized/date'
import { isIsoDate } from '@platform/forms'
import { DatePicker } from '../../DatePicker/DatePicker'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

function dateOf(value: unknown): CalendarDate | null {
  return typeof value === 'string' && isIsoDate(value) ? parseDate(value) : null
}

/** date: a date picker (DD.MM.YYYY) whose value is `YYYY-MM-DD`, bounded by the host. */
export function DateControl(props: FieldControlProps) {
  const { value, onChange, minDate, maxDate } = props
  return (
    <DatePicker
      {...commonProps(props)}
      value={dateOf(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      minValue={dateOf(minDate)}
      maxValue={dateOf(maxDate)}
    />
  )
}
