import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Select, SelectItem } from '@platform/ui'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useFieldErrorText } from './field-error'

export interface FormSelectOption {
  id: string
  title: string
}

/** The options of a fixed list of values, each with its title in the interface language. */
export function useTitledOptions() {
  const { i18n } = useLingui()
  return <Id extends string>(
    ids: readonly Id[],
    titles: Record<Id, MessageDescriptor>,
  ): FormSelectOption[] => ids.map((id) => ({ id, title: i18n._(titles[id]) }))
}

interface FormSelectProps<Values extends FieldValues> {
  form: UseFormReturn<Values>
  name: FieldPath<Values>
  label: string
  options: readonly FormSelectOption[]
  description?: string
  isRequired?: boolean
  isLoading?: boolean
  /** Shown as a read-only text: the value of a form that may only be looked at. */
  isReadOnly?: boolean
  /** Instead of setting the field: a choice that changes more than itself. */
  onSelect?: (id: string) => void
}

/** A single choice bound to a react-hook-form field, its rule and server errors shown under it. */
export function FormSelect<Values extends FieldValues>({
  form,
  name,
  options,
  onSelect,
  ...props
}: FormSelectProps<Values>) {
  const errorText = useFieldErrorText()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          items={options}
          selectedKey={(field.value as string | null | undefined) || null}
          onSelectionChange={(key) => {
            const id = String(key ?? '')
            if (onSelect) onSelect(id)
            else field.onChange(id)
          }}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        >
          {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
        </Select>
      )}
    />
  )
}
