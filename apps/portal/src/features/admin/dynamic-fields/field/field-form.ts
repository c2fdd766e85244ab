import {
  canBeMultiple,
  copyDynamicField,
  type DynamicFieldFlags,
  dynamicFieldFlags,
  type FieldErrors,
  hasItems,
  limits,
  newDynamicField,
  setFieldType,
  validateDynamicFieldForm,
} from '@platform/forms'
import type {
  DynamicField,
  DynamicFieldEntityType,
  DynamicFieldInput,
  FieldType,
} from '@platform/sdk'

/** The field modal works on a new field, a copy of one, or an existing one. */
export type FieldMode = 'create' | 'copy' | 'update'

/** A choice of a dropbox or combobox; `itemId` is null for a new one. */
interface FieldItemValue {
  itemId: string | null
  value: string
  code: string
}

export interface FieldFormValues extends DynamicFieldFlags {
  title: string
  code: string
  subtype: string
  fieldType: FieldType
  active: boolean
  comment: string
  placeholder: string
  items: FieldItemValue[]
}

/** The code a copy is offered: the original's with `_copy`, within the 64 characters. */
export function copyCode(code: string): string {
  return `${code.slice(0, limits.codeMaxLength - 5)}_copy`
}

function flagsOf(field: DynamicFieldFlags): DynamicFieldFlags {
  return Object.fromEntries(
    dynamicFieldFlags.map((flag) => [flag, field[flag]]),
  ) as DynamicFieldFlags
}

/**
 * The modal's starting values : a new field is active, visible to administrators and
 * not multiple; a copy is the field without its id and locks; an update shows the field.
 */
export function fieldFormValues(
  mode: FieldMode,
  field: DynamicField | null,
  subtype: string,
): FieldFormValues {
  const base =
    mode === 'create' || !field
      ? { ...newDynamicField(), title: '', code: '', comment: null, placeholder: null }
      : field
  const source =
    mode === 'copy' && field ? { ...copyDynamicField(field), code: copyCode(field.code) } : base
  return {
    ...flagsOf(source),
    title: source.title,
    code: source.code,
    subtype: mode === 'create' || !field ? subtype : field.subtype,
    fieldType: source.fieldType,
    active: source.active,
    comment: source.comment ?? '',
    placeholder: source.placeholder ?? '',
    items: source.items.map((item) => ({
      itemId: mode === 'copy' ? null : item.id,
      value: item.value,
      code: item.code ?? '',
    })),
  }
}

/**
 * A new type : a toggle clears every required flag, only dropbox and combobox keep
 * their choices (a first empty one is offered), and a type that holds no list is not multiple.
 */
export function withFieldType(values: FieldFormValues, fieldType: FieldType): FieldFormValues {
  const next = setFieldType({ ...values, items: [] }, fieldType)
  const items = hasItems(fieldType)
    ? values.items.length > 0
      ? values.items
      : [{ itemId: null, value: '', code: '' }]
    : []
  return { ...next, items, multiple: canBeMultiple(fieldType) && next.multiple }
}

/**
 * The modal's own checks. Choices left over from an earlier choice type are not saved, so
 * they are not checked either.
 */
export function validateFieldForm(values: FieldFormValues): FieldErrors {
  const items = hasItems(values.fieldType) ? values.items : []
  return validateDynamicFieldForm({ ...values, items })
}

function orNull(value: string): string | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** The request body of the modal; `force` confirms a type change of a field with values. */
export function fieldInput(
  values: FieldFormValues,
  type: DynamicFieldEntityType,
  force = false,
): DynamicFieldInput {
  const items = hasItems(values.fieldType)
    ? values.items.map((item, order) => ({
        ...(item.itemId ? { id: item.itemId } : {}),
        value: item.value.trim(),
        order,
        code: orNull(item.code),
      }))
    : []
  return {
    ...flagsOf(values),
    active: values.active,
    title: values.title.trim(),
    code: values.code.trim(),
    type,
    subtype: values.subtype,
    fieldType: values.fieldType,
    comment: orNull(values.comment),
    placeholder: orNull(values.placeholder),
    items,
    ...(force ? { force: true } : {}),
  }
}
