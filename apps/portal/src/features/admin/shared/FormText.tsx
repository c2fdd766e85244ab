import { TextArea, TextField, type TextFieldProps } from '@platform/ui'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useFieldErrorText } from './field-error'

interface FormTextProps<Values extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  label: string
  /** A multi-line text (a description). @default false */
  multiline?: boolean
  /** An input mask: what is typed or pasted is kept as this answers it. */
  mask?: (text: string) => string
}

/** A text field bound to a react-hook-form field, its rule and server errors shown under it. */
export function FormText<Values extends FieldValues>({
  form,
  name,
  multiline = false,
  mask,
  ...props
}: FormTextProps<Values>) {
  const errorText = useFieldErrorText()
  const Control = multiline ? TextArea : TextField
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Control
          {...props}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(text) => field.onChange(mask ? mask(text) : text)}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
          validationBehavior="aria"
        />
      )}
    />
  )
}
