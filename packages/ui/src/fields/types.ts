import type { CountryCode, FieldFormValue, FieldType, ProfileFieldConfig } from '@platform/forms'
import type { ComponentType, ReactNode } from 'react'

/**
 * What the kit reads of a dynamic field: a whole `ProfileFieldConfig` of the profile's
 * configuration fits. A field without `fieldType` (a built-in one) has no control here.
 */
export type DynamicFieldDefinition = Pick<
  ProfileFieldConfig,
  | 'code'
  | 'title'
  | 'comment'
  | 'placeholder'
  | 'fieldType'
  | 'items'
  | 'multiple'
  | 'profileEdit'
  | 'disabled'
  | 'profileRequired'
>

/** What every control of `fieldControls` gets: one value of the field, already resolved. */
export interface FieldControlProps {
  field: DynamicFieldDefinition
  /** The field's title, or the name of one value of a multiple field. */
  label: ReactNode
  description?: string
  /** One value: text, a switch or, for a combobox, the chosen item ids. */
  value: FieldFormValue
  onChange: (value: FieldFormValue) => void
  /** Form name of this value, so `<Form validationErrors>` lands on it. */
  name?: string
  isReadOnly: boolean
  isDisabled: boolean
  isRequired: boolean
  errorMessage?: string
  /** Countries of a phone field's picker. */
  countries: readonly CountryCode[]
  /** Earliest date of a date field, `YYYY-MM-DD`. */
  minDate?: string
  /** Latest date of a date field, `YYYY-MM-DD`. */
  maxDate?: string
}

/** The control of one field type. */
export type FieldControl = ComponentType<FieldControlProps>

/** The control of each field type; `null` where the type has none (a picture). */
export type FieldControls = { readonly [type in FieldType]: FieldControl | null }
