import type { FieldType } from '../contract'

/** The control a dynamic field is edited with. */
export type ControlKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'phone'
  | 'select'
  | 'multiSelect'
  | 'switch'

/**
 * The control of each field type: input and email a text input, textarea a
 * multi-line input, date a date picker, phone a phone input with country codes, dropbox a
 * single select, combobox a multi-select, toggle a switch. Picture has no control (`null`).
 */
export const controlKinds: Readonly<Record<FieldType, ControlKind | null>> = {
  input: 'text',
  email: 'text',
  textarea: 'textarea',
  date: 'date',
  phone: 'phone',
  dropbox: 'select',
  combobox: 'multiSelect',
  toggle: 'switch',
  picture: null,
}

/** Whether a field type has `items` to choose from: only dropbox and combobox. */
export function hasItems(fieldType: FieldType): boolean {
  return fieldType === 'dropbox' || fieldType === 'combobox'
}

/**
 * Whether a field of this type holds a list of values when `multiple` is set: not a
 * combobox (its value already is a list of choices), a toggle or a picture.
 */
export function canBeMultiple(fieldType: FieldType): boolean {
  const control = controlKinds[fieldType]
  return control !== null && control !== 'multiSelect' && control !== 'switch'
}
