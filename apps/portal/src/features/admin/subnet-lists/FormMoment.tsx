import { getLocalTimeZone, parseAbsolute, toZoned } from '@internationalized/date'
import { DatePicker } from '@platform/ui'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useFieldErrorText } from '../shared/field-error'

interface FormMomentProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** A field holding an ISO moment in UTC, or null. */
  name: FieldPath<Values>
  label: string
  description?: string
}

/**
 * A day and a time bound to a form field: shown and typed in the person's time zone
 * (DD.MM.YYYY HH:mm), kept as a UTC moment, empty as null.
 */
export function FormMoment<Values extends FieldValues>({
  form,
  name,
  label,
  description,
}: FormMomentProps<Values>) {
  const errorText = useFieldErrorText()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          description={description}
          name={field.name}
          granularity="minute"
          hourCycle={24}
          hideTimeZone
          value={field.value ? parseAbsolute(field.value as string, getLocalTimeZone()) : null}
          onChange={(moment) =>
            // Typed in, the value has no zone yet: it is a time of the person's own zone.
            field.onChange(moment ? toZoned(moment, getLocalTimeZone()).toAbsoluteString() : null)
          }
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        />
      )}
    />
  )
}
