import type { RuleResult } from '../messages'

/**
 * Client id and client secret of applications and providers: 1 to 64 Latin letters,
 * digits, `_` or `-`, `errorMask` otherwise.
 */
export function validateClientCredential(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? undefined : 'errorMask'
}
