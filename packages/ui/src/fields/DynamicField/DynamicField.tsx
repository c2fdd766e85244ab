import type { CountryCode, FieldFormValue, ProfileFieldValue } from '@platform/forms'
import { fieldState, initialFieldValue } from '@platform/forms'
import { Suspense } from 'react'
import { fieldControls } from '../fieldControls'
import type { DynamicFieldDefinition, FieldControl, FieldControlProps } from '../types'
import { ControlFallback, MultipleFallback } from './ControlFallback'
import { MultipleValues } from './MultipleValues'

export interface DynamicFieldProps {
  /** The field's configuration: a `ProfileFieldConfig` of the profile's configure answer. */
  field: DynamicFieldDefinition
  /**
   * The value in the form's shape (forms' `initialFieldValue`): text, a switch, or a list. A
   * saved value is read the same way, so an empty multiple field starts with one empty value.
   */
  value: FieldFormValue | ProfileFieldValue | undefined
  onChange: (value: FieldFormValue) => void
  /**
   * Form name, so `<Form validationErrors>` lands on the field; each value of a multiple
   * field is `name.0`, `name.1`…, and an error under `name` itself shows on the first value.
   * @default field.code
   */
  name?: string
  /** The whole form is read-only, as a profile in view mode. @default false */
  isReadOnly?: boolean
  /** The field's error; a list gives one per value of a multiple field, by index. */
  errorMessage?: string | readonly (string | null | undefined)[]
  /** Countries of a phone field's picker (the API's country codes answer). @default [] */
  countries?: readonly CountryCode[]
  /** Earliest date of a date field, `YYYY-MM-DD`. */
  minDate?: string
  /** Latest date of a date field, `YYYY-MM-DD`. */
  maxDate?: string
  className?: string
}

const noCountries: readonly CountryCode[] = []

/**
 * Any dynamic field of the profile, with the control `fieldControls` gives its type. Read-only,
 * disabled, required and multiple come from forms' `fieldState`: read-only and disabled when
 * `profileEdit` is false, the field is disabled, or the form is read-only. A multiple field
 * lists its values, each with a delete button while there are several, and an add button
 * while it is editable. A picture has no control and renders nothing. The controls of date,
 * phone, dropbox and combobox load the first time a field of that type renders; until then the
 * field shows its title and a placeholder of the control's height.
 */
export function DynamicField({
  field,
  value,
  onChange,
  name = field.code,
  isReadOnly = false,
  errorMessage,
  countries = noCountries,
  minDate,
  maxDate,
  className,
}: DynamicFieldProps) {
  const state = fieldState(field, isReadOnly)
  const Control: FieldControl | null =
    field.fieldType && state.control ? fieldControls[field.fieldType] : null
  if (!Control) return null

  const current = initialFieldValue(field, value ?? null)
  const shared: Omit<FieldControlProps, 'label' | 'value' | 'onChange' | 'name'> = {
    field,
    isReadOnly: state.readOnly,
    isDisabled: state.disabled,
    isRequired: state.required,
    countries,
    minDate,
    maxDate,
  }

  if (state.multiple && Array.isArray(current)) {
    const fallback = (
      <MultipleFallback
        title={field.title}
        description={field.comment ?? undefined}
        count={current.length}
        isEditable={!state.readOnly}
        className={className}
      />
    )
    return (
      <Suspense fallback={fallback}>
        <MultipleValues
          Control={Control}
          shared={shared}
          values={current}
          onChange={onChange}
          name={name}
          errorMessage={errorMessage}
          className={className}
        />
      </Suspense>
    )
  }

  const fallback = (
    <ControlFallback
      label={field.title}
      description={field.comment ?? undefined}
      className={className}
    />
  )
  return (
    <Suspense fallback={fallback}>
      <div className={className}>
        <Control
          {...shared}
          label={field.title}
          description={field.comment ?? undefined}
          value={current}
          onChange={onChange}
          name={name}
          errorMessage={
            typeof errorMessage === 'string' ? errorMessage : (errorMessage?.[0] ?? undefined)
          }
        />
      </div>
    </Suspense>
  )
}
