import type { LegalType } from '../contract'
import type { RuleResult } from '../messages'
import { decimalRemainder } from './check-digit'

/**
 * OGRN (13 digits, legal entity) or OGRNIP (15 digits, individual entrepreneur). The last
 * digit is the rest of the number before it modulo 11 (OGRN) or 13 (OGRNIP), modulo 10.
 */
export function isValidOgrn(value: string): boolean {
  if (!/^(\d{13}|\d{15})$/.test(value)) return false
  const body = value.slice(0, -1)
  const divisor = value.length === 13 ? 11 : 13
  return decimalRemainder(body, divisor) % 10 === Number(value.at(-1))
}

/**
 * OGRN: `errorOgrn` unless {@link isValidOgrn}; with a legal type, also unless it has that
 * type's length (13 for `legalEntity`, 15 for `individual`).
 */
export function validateOgrn(value: string | null | undefined, legalType?: LegalType): RuleResult {
  if (!value) return undefined
  const length = legalType === 'individual' ? 15 : 13
  if (legalType && value.length !== length) return 'errorOgrn'
  return isValidOgrn(value) ? undefined : 'errorOgrn'
}

/** Completes an OGRN (12 leading digits) or OGRNIP (14) with its check digit. */
export function completeOgrn(leading: string): string {
  if (!/^(\d{12}|\d{14})$/.test(leading))
    throw new RangeError('an OGRN starts with 12 or 14 digits')
  return `${leading}${decimalRemainder(leading, leading.length === 12 ? 11 : 13) % 10}`
}
