import { TextArea, TextField, type TextFieldProps } from '@platform/ui'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useFieldErrorText } from './field-error'

interface FormTextProps<Values extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  label: string
  /** Several lines of text (a TextArea of this many visible lines). */
  rows?: number
  /** An input mask: what is typed or pasted is kept as this answers it. */
  mask?: (text: string) => string
}

/** A text field bound to a react-hook-form field, its rule and server errors shown under it. */
export function FormText<Values extends FieldValues>({
  form,
  name,
  rows,
  mask,
  ...props
}: FormTextProps<Values>) {
  const errorText = useFieldErrorText()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = {
          ...props,
          name: field.name,
          value: (field.value as string | null | undefined) ?? '',
          onChange: (text: string) => field.onChange(mask ? mask(text) : text),
          onBlur: field.onBlur,
          isInvalid: fieldState.invalid,
          errorMessage: errorText(fieldState.error),
          validationBehavior: 'aria' as const,
        }
        return rows ? <TextArea {...bound} rows={rows} /> : <TextField {...bound} />
      }}
    />
  )
}
