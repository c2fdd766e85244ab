import type { RuleResult } from '../messages'

/**
 * A code of Latin letters only (applications, documents, banners, languages, providers,
 * mappers): `errorLatin` otherwise. Uniqueness is the server's check (`errorUnique`).
 */
export function validateLatinCode(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return /^[A-Za-z]+$/.test(value) ? undefined : 'errorLatin'
}

/** A provider name must contain at least one Latin letter: `errorLatinRequired` otherwise. */
export function validateContainsLatin(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return /[A-Za-z]/.test(value) ? undefined : 'errorLatinRequired'
}
