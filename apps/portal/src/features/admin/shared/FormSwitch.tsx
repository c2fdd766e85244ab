import { Switch } from '@platform/ui'
import type { ReactNode } from 'react'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'

interface FormSwitchProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  children: ReactNode
  description?: string
  /** Instead of setting the field: a switch that changes more than itself. */
  onToggle?: (value: boolean) => void
}

/** An on/off field of a form: saved with the form, so it asks nothing when switched. */
export function FormSwitch<Values extends FieldValues>({
  form,
  name,
  children,
  description,
  onToggle,
}: FormSwitchProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          isSelected={Boolean(field.value)}
          onChange={onToggle ?? field.onChange}
          description={description}
        >
          {children}
        </Switch>
      )}
    />
  )
}
