import type { RuleResult } from '../messages'

/**
 * KPP (tax registration reason code): 9 characters, `NNNNPPXXX`: four digits of the tax
 * office, two digits or capital Latin letters of the reason, three digits of the number.
 */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value)
}

/** KPP: `errorKpp` unless {@link isValidKpp}; an empty value is left to the required rule. */
export function validateKpp(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidKpp(value) ? undefined : 'errorKpp'
}
