import type { ProfileFieldConfig, ProfileFieldValue } from '../contract'
import { isEmptyValue } from '../validators/required'
import { isMultipleField } from './field-state'

/** The value of a dynamic field in form state: text, a switch, or a list. */
export type FieldFormValue = string | boolean | string[]

type ValueShape = Pick<ProfileFieldConfig, 'fieldType' | 'multiple'>

function strings(value: ProfileFieldValue | undefined): string[] {
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? [value] : []
}

/**
 * The form value of a field from the saved one: a toggle is a boolean, a combobox a
 * list of item ids, a multiple field a list that starts with one empty value when empty, any
 * other field a string (`''` when empty).
 */
export function initialFieldValue(
  field: ValueShape,
  value: ProfileFieldValue | undefined,
): FieldFormValue {
  if (field.fieldType === 'toggle') return value === true
  if (field.fieldType === 'combobox') return strings(value)
  if (isMultipleField(field)) {
    const list = strings(value)
    return list.length > 0 ? list : ['']
  }
  return strings(value)[0] ?? ''
}

/**
 * The value to save: empty values are dropped from lists, an empty text is `null`.
 */
export function savedFieldValue(field: ValueShape, value: FieldFormValue): ProfileFieldValue {
  if (field.fieldType === 'toggle') return value === true
  if (field.fieldType === 'combobox' || isMultipleField(field)) {
    return Array.isArray(value) ? value.filter((item) => !isEmptyValue(item)) : []
  }
  return typeof value === 'string' && !isEmptyValue(value) ? value : null
}
