import type { DynamicField, FieldType } from '../contract'
import { hasItems } from './control'

/** The flags of a dynamic field that depend on each other. */
export type DynamicFieldFlags = Pick<
  DynamicField,
  | 'adminRequired'
  | 'adminVisible'
  | 'adminEdit'
  | 'profileRequired'
  | 'profileVisible'
  | 'profileEdit'
  | 'integrationRequired'
  | 'multiple'
  | 'unique'
>

/** A flag of the field modal. */
export type DynamicFieldFlag = keyof DynamicFieldFlags

type Shape = DynamicFieldFlags & Pick<DynamicField, 'fieldType'>

const SCOPES = {
  admin: ['adminRequired', 'adminEdit', 'adminVisible'],
  profile: ['profileRequired', 'profileEdit', 'profileVisible'],
} as const

/** Every flag of the field modal, in the order the modal shows them. */
export const dynamicFieldFlags: readonly DynamicFieldFlag[] = [
  'adminRequired',
  'adminEdit',
  'adminVisible',
  'profileRequired',
  'profileEdit',
  'profileVisible',
  'integrationRequired',
  'multiple',
  'unique',
]

/** The flags that make a field required; a toggle field can have none of them. */
export const requiredFieldFlags: readonly DynamicFieldFlag[] = [
  'adminRequired',
  'profileRequired',
  'integrationRequired',
]

/** Whether a field of this type may be required: a toggle may not. */
export function canBeRequired(fieldType: FieldType): boolean {
  return fieldType !== 'toggle'
}

/**
 * Sets one flag and keeps the flags' dependencies: required implies edit and visible,
 * edit implies visible (switching a flag on switches on what it implies; switching one off
 * switches off what implies it); `multiple` and `unique` exclude each other; a toggle field
 * cannot be made required.
 */
export function setFieldFlag<T extends Shape>(field: T, flag: DynamicFieldFlag, value: boolean): T {
  if (value && requiredFieldFlags.includes(flag) && !canBeRequired(field.fieldType)) return field
  const flags: DynamicFieldFlags = { ...field, [flag]: value }
  for (const chain of Object.values(SCOPES)) {
    // A chain runs from the strongest flag to the weakest: required, edit, visible.
    const position = (chain as readonly string[]).indexOf(flag)
    if (position === -1) continue
    const affected = value ? chain.slice(position + 1) : chain.slice(0, position)
    for (const other of affected) flags[other] = value
  }
  if (value && flag === 'multiple') flags.unique = false
  if (value && flag === 'unique') flags.multiple = false
  return { ...field, ...flags }
}

/**
 * Changes the field type: a toggle clears every required flag, and only dropbox and
 * combobox keep their items.
 */
export function setFieldType<T extends Shape & Pick<DynamicField, 'items'>>(
  field: T,
  fieldType: FieldType,
): T {
  const items = hasItems(fieldType) ? field.items : []
  if (canBeRequired(fieldType)) return { ...field, fieldType, items }
  return {
    ...field,
    fieldType,
    items,
    adminRequired: false,
    profileRequired: false,
    integrationRequired: false,
  }
}

/**
 * Whether changing the type must be confirmed: the field already has values, so the
 * save is sent with `force` and values the new type cannot hold are cleared.
 */
export function isTypeChangeFlagged(
  field: Pick<DynamicField, 'fieldType' | 'valueCount'>,
  fieldType: FieldType,
): boolean {
  return field.valueCount > 0 && field.fieldType !== fieldType
}

type Copyable = Pick<DynamicField, 'id' | 'systemic' | 'immutable' | 'actionsAccess'>

/**
 * A copy of a field for the create modal: without `id`, and neither systemic nor
 * immutable, with full access (`actionsAccess` 0), so the copy is an ordinary new field.
 */
export function copyDynamicField<T extends Copyable>(
  field: T,
): Omit<T, 'id'> & Pick<DynamicField, 'systemic' | 'immutable' | 'actionsAccess'> {
  const { id: _id, ...rest } = field
  return { ...rest, systemic: false, immutable: false, actionsAccess: 0 }
}

/** A new field: active, visible to administrators, not multiple, nothing else on. */
export function newDynamicField(): Omit<
  DynamicField,
  | 'id'
  | 'title'
  | 'code'
  | 'comment'
  | 'placeholder'
  | 'valueCount'
  | 'systemic'
  | 'immutable'
  | 'actionsAccess'
> {
  return {
    active: true,
    fieldType: 'input',
    unique: false,
    multiple: false,
    items: [],
    adminRequired: false,
    adminVisible: true,
    adminEdit: false,
    profileRequired: false,
    profileVisible: false,
    profileEdit: false,
    integrationRequired: false,
  }
}
