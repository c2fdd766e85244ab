import type { ProfileFieldConfig } from '../contract'
import { type ControlKind, canBeMultiple, controlKinds } from './control'

/** The part of a field's configuration that decides how it is edited. */
export type FieldDefinition = Pick<
  ProfileFieldConfig,
  'profileEdit' | 'disabled' | 'profileRequired' | 'multiple' | 'fieldType'
>

/** How a field is shown in a form. */
export interface FieldState {
  /** The control, `null` for a picture or a built-in field without `fieldType`. */
  control: ControlKind | null
  readOnly: boolean
  /** Same as `readOnly`: the documents show such a field both read-only and disabled. */
  disabled: boolean
  required: boolean
  /** A list of values, each with its own control, a delete button and an add-more link. */
  multiple: boolean
}

/** Whether a field is a list of values: `multiple`, and of a type that allows it. */
export function isMultipleField(field: Pick<FieldDefinition, 'multiple' | 'fieldType'>): boolean {
  return field.multiple && (field.fieldType === undefined || canBeMultiple(field.fieldType))
}

/**
 * How a field is edited: read-only and disabled when `profileEdit` is false, when it
 * is listed as `disabled`, or when the form is read-only; required when `profileRequired`
 * and the person can fill it in (a toggle is never required).
 */
export function fieldState(field: FieldDefinition, formReadOnly = false): FieldState {
  const readOnly = !field.profileEdit || field.disabled || formReadOnly
  const control = field.fieldType ? controlKinds[field.fieldType] : null
  return {
    control,
    readOnly,
    disabled: readOnly,
    required: field.profileRequired && !readOnly && control !== 'switch',
    multiple: isMultipleField(field),
  }
}
