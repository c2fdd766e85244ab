import { limits } from '../limits'
import type { RuleResult } from '../messages'

const CREDENTIAL = new RegExp(`^[A-Za-z0-9_-]{1,${limits.clientCredentialMaxLength}}$`)

/**
 * Client id and client secret of applications and providers: 1 to 64 Latin letters,
 * digits, `_` or `-`, `errorMask` otherwise.
 */
export function validateClientCredential(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return CREDENTIAL.test(value) ? undefined : 'errorMask'
}

/**
 * The input mask of a client id or secret: what is typed or pasted keeps only Latin letters,
 * digits, `_` and `-`, and at most 64 of them.
 */
export function maskClientCredential(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '').slice(0, limits.clientCredentialMaxLength)
}
