import { limits } from '../limits'
import type { RuleResult } from '../messages'

/** At most `max` characters (counted as Unicode code points): `errorMaxLength` otherwise. */
export function validateMaxLength(value: string | null | undefined, max: number): RuleResult {
  if (!value) return undefined
  return [...value].length > max ? 'errorMaxLength' : undefined
}

/** A comment of at most 255 characters. */
export function validateComment(value: string | null | undefined): RuleResult {
  return validateMaxLength(value, limits.commentMaxLength)
}
