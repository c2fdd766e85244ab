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
  /** @default false */
  isDisabled?: boolean
  /**
   * A rule keeps the value off for now (menu visibility without a url): the switch shows off
   * and disabled, and the value chosen comes back once the rule allows it. @default false
   */
  isForcedOff?: boolean
}

/** An on/off field of a form: saved with the form, so it asks nothing when switched. */
export function FormSwitch<Values extends FieldValues>({
  form,
  name,
  children,
  description,
  onToggle,
  isDisabled = false,
  isForcedOff = false,
}: FormSwitchProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          isSelected={!isForcedOff && Boolean(field.value)}
          onChange={onToggle ?? field.onChange}
          isDisabled={isDisabled || isForcedOff}
          description={description}
        >
          {children}
        </Switch>
      )}
    />
  )
}
