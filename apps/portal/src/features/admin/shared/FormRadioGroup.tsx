import { Radio, RadioGroup } from '@platform/ui'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { FormSelectOption } from './FormSelect'

interface FormRadioGroupProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  label: string
  options: readonly FormSelectOption[]
  /** After the choice changed, e.g. to clear errors of fields the choice hides. */
  onChanged?: () => void
}

/** A choice of a few options side by side, bound to a form field. */
export function FormRadioGroup<Values extends FieldValues>({
  form,
  name,
  label,
  options,
  onChanged,
}: FormRadioGroupProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          label={label}
          name={field.name}
          orientation="horizontal"
          value={field.value as string}
          onChange={(next) => {
            field.onChange(next)
            onChanged?.()
          }}
        >
          {options.map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.title}
            </Radio>
          ))}
        </RadioGroup>
      )}
    />
  )
}
