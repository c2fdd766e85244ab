// Dynamic field values (additionalInfo): checked by field type, shown as history text.
import { hasFieldValue, isEmptyValue, type MessageKey, profileValueRule } from '@platform/forms'
import type { ProfileFieldValue } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { FieldDef } from './fields'

export interface CheckedValue {
  value: ProfileFieldValue
  /** Errors keyed by the path under the field's key (`''` for the field, `'1'` for a list item). */
  errors: [string, MessageKey][]
}

/**
 * Normalises and checks a sent value: a toggle is a boolean, a combobox or multiple field a
 * list whose empty values are dropped, any other field a text or null.
 */
export function checkValue(
  state: SandboxState,
  field: FieldDef,
  sent: ProfileFieldValue,
): CheckedValue {
  if (field.fieldType === 'toggle') {
    if (sent === null) return { value: false, errors: [] }
    return typeof sent === 'boolean'
      ? { value: sent, errors: [] }
      : { value: sent, errors: [['', 'errorInvalid']] }
  }
  const list = field.multiple || field.fieldType === 'combobox'
  if (list) {
    if (sent !== null && !Array.isArray(sent))
      return { value: sent, errors: [['', 'errorInvalid']] }
    const values = (sent ?? []).filter((item) => !isEmptyValue(item))
    const errors: [string, MessageKey][] = []
    values.forEach((item, index) => {
      const error = profileValueRule(field, item, state.ui.countries)
      if (error) errors.push([String(index), error])
    })
    return { value: values, errors }
  }
  if (sent === null || (typeof sent === 'string' && isEmptyValue(sent)))
    return { value: null, errors: [] }
  if (typeof sent !== 'string') return { value: sent, errors: [['', 'errorInvalid']] }
  const error = profileValueRule(field, sent, state.ui.countries)
  return { value: sent, errors: error ? [['', error]] : [] }
}

/** Whether another person already holds this value of a unique field. */
export function valueTaken(
  state: SandboxState,
  field: FieldDef,
  value: ProfileFieldValue,
  accountId: string,
): boolean {
  if (!field.unique || !hasFieldValue(value)) return false
  const text = JSON.stringify(value)
  return Object.values(state.profile.records).some(
    (record) =>
      record.accountId !== accountId && JSON.stringify(record.additional[field.code]) === text,
  )
}

/** A value as the history shows it: item names for choices, lists joined, null when empty. */
export function displayValue(
  field: FieldDef | undefined,
  value: ProfileFieldValue | undefined,
): string | null {
  if (value === undefined || value === null) return null
  const name = (id: string) => field?.items.find((item) => item.id === id)?.value ?? id
  if (Array.isArray(value)) return value.length ? value.map(name).join(', ') : null
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return value === '' ? null : name(value)
}
