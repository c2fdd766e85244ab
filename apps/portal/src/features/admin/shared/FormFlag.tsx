import { Checkbox } from '@platform/ui'
import type { ReactNode } from 'react'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useFieldErrorText } from './field-error'

interface FormFlagProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  /** The label. */
  children: ReactNode
  description?: string
  isDisabled?: boolean
  /**
   * A rule keeps the flag off for now (e.g. menu visibility without a url): it shows off and
   * disabled, and the value chosen comes back once the rule allows it. @default false
   */
  isForcedOff?: boolean
}

/** A yes/no field of a form (a checkbox bound to react-hook-form), its errors under it. */
export function FormFlag<Values extends FieldValues>({
  form,
  name,
  children,
  description,
  isDisabled = false,
  isForcedOff = false,
}: FormFlagProps<Values>) {
  const errorText = useFieldErrorText()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          name={field.name}
          isSelected={!isForcedOff && Boolean(field.value)}
          onChange={field.onChange}
          isDisabled={isDisabled || isForcedOff}
          description={description}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        >
          {children}
        </Checkbox>
      )}
    />
  )
}
