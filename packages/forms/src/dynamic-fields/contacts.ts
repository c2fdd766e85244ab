import type { ProfileFieldConfig } from '../contract'
import type { RuleResult } from '../messages'
import { isEmptyValue } from '../validators/required'

/**
 * Whether the personal phones (or emails) are required: only when their field is
 * `profileRequired` or the main value of `mainInfo` (mobile or email) is absent.
 */
export function isContactRequired(
  field: Pick<ProfileFieldConfig, 'profileRequired'> | undefined,
  mainValue: string | null | undefined,
): boolean {
  return field?.profileRequired === true || isEmptyValue(mainValue)
}

/**
 * Whether an entry may be deleted: when there is more than one entry, or when the
 * list is not required.
 */
export function canDeleteContact(entryCount: number, required: boolean): boolean {
  return entryCount > 1 || !required
}

/** A required contact list keeps at least one filled-in entry: `errorEmpty` otherwise. */
export function validateContactList(
  values: readonly (string | null | undefined)[],
  required: boolean,
): RuleResult {
  return required && values.every(isEmptyValue) ? 'errorEmpty' : undefined
}
