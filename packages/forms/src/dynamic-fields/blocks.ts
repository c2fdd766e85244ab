import type { ProfileFieldConfig, ProfileFieldValue } from '../contract'
import { isEmptyValue } from '../validators/required'

/** Whether a saved value counts as filled in: not empty, and a toggle only when on. */
export function hasFieldValue(value: ProfileFieldValue | undefined): boolean {
  return value !== false && !isEmptyValue(value)
}

/**
 * Whether a profile block is shown: only when one of its fields has a value or the
 * view is editable.
 */
export function isBlockVisible(
  fields: readonly Pick<ProfileFieldConfig, 'code'>[],
  values: Readonly<Record<string, ProfileFieldValue | undefined>>,
  editable: boolean,
): boolean {
  return editable || fields.some((field) => hasFieldValue(values[field.code]))
}
