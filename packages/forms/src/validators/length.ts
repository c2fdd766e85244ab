import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateRequired } from './required'

/** At most `max` characters (counted as Unicode code points): `errorMaxLength` otherwise. */
export function validateMaxLength(value: string | null | undefined, max: number): RuleResult {
  if (!value) return undefined
  return [...value].length > max ? 'errorMaxLength' : undefined
}

/** A comment of at most 255 characters. */
export function validateComment(value: string | null | undefined): RuleResult {
  return validateMaxLength(value, limits.commentMaxLength)
}

/** A title or a choice's text: required, at most 255 characters. */
export function validateTitle(value: string | null | undefined): RuleResult {
  return validateRequired(value) ?? validateMaxLength(value, limits.textMaxLength)
}
