import { DateFormatter } from '@internationalized/date'
import { useLingui } from '@lingui/react/macro'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarMonthPicker,
  CalendarYearPicker,
  composeRenderProps,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  useLocale,
  type ValidationResult,
} from 'react-aria-components'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../private/FieldIcons'
import * as styles from './DatePicker.css'

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>,
    FieldTextProps {}

/**
 * A date input with a calendar popover. The order and separators of the segments come from the
 * locale of react-aria's I18nProvider (DD.MM.YYYY in ru-RU and en-CH); each segment is a
 * spin button. Dates outside `minValue`/`maxValue` cannot be picked in the calendar and, typed
 * in, make the field invalid. react-aria words that error in the browser's language; the kit
 * words it in the interface's, unless `errorMessage` says otherwise.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: DatePickerProps<T>) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { minValue, maxValue } = props

  const rangeError = ({ validationDetails, validationErrors }: ValidationResult) => {
    const format = (date: DateValue) =>
      new DateFormatter(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date.toDate('UTC'))
    if (validationDetails.rangeUnderflow && minValue) {
      const min = format(minValue)
      return t`Дата должна быть не раньше ${min}`
    }
    if (validationDetails.rangeOverflow && maxValue) {
      const max = format(maxValue)
      return t`Дата должна быть не позже ${max}`
    }
    if (validationDetails.badInput) return t`Эта дата недоступна`
    return validationErrors.join(' ')
  }

  return (
    <RACDatePicker
      {...props}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={fieldStyles.fieldButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage ?? rangeError} />
      <Popover className={styles.popover} offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.header}>
              <Button slot="previous" className={fieldStyles.fieldButton}>
                <ChevronLeftIcon />
              </Button>
              <CalendarMonthPicker format="long">
                {({ items, value, onChange, ...aria }) => (
                  <select
                    {...aria}
                    className={`${styles.picker} ${styles.month}`}
                    value={value}
                    onChange={(event) => onChange(Number(event.target.value))}
                  >
                    {items.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.formatted}
                      </option>
                    ))}
                  </select>
                )}
              </CalendarMonthPicker>
              <CalendarYearPicker visibleYears={40}>
                {({ items, value, onChange, ...aria }) => (
                  <select
                    {...aria}
                    className={styles.picker}
                    value={value}
                    onChange={(event) => onChange(Number(event.target.value))}
                  >
                    {items.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.formatted}
                      </option>
                    ))}
                  </select>
                )}
              </CalendarYearPicker>
              <Button slot="next" className={fieldStyles.fieldButton}>
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => (
                  <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  )
}
