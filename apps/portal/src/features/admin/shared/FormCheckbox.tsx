import { Checkbox } from '@platform/ui'
import type { ReactNode } from 'react'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'

interface FormCheckboxProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** A boolean field of the form. */
  name: FieldPath<Values>
  children: ReactNode
  description?: string
}

/** A checkbox bound to a boolean field of a react-hook-form form. */
export function FormCheckbox<Values extends FieldValues>({
  form,
  name,
  children,
  description,
}: FormCheckboxProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          description={description}
        >
          {children}
        </Checkbox>
      )}
    />
  )
}
