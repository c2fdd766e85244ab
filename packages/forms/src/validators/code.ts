import { limits } from '../limits'
import type { RuleResult } from '../messages'

/**
 * Whether a verification code is complete: exactly 4 digits. The mobile verification runs
 * by itself as soon as this is true.
 */
export function isCompleteCode(value: string): boolean {
  return value.length === limits.verificationCodeLength && /^\d+$/.test(value)
}

/** Verification code: `errorEmpty` when empty, `errorCode` unless exactly 4 digits. */
export function validateCode(value: string | null | undefined): RuleResult {
  if (!value) return 'errorEmpty'
  return isCompleteCode(value) ? undefined : 'errorCode'
}
