import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { CountryCode } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'

/** The countries of `/platform/country/codes` a phone may belong to. */
export type AllowedCountries = readonly Pick<CountryCode, 'code' | 'dialCode'>[]

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * A phone number in E.164 form (`+79161234567`) that is valid for its country, where the
 * country is one of `countries` (the answer of `/platform/country/codes`). Numbers that
 * belong to no single country (global services) pass when their dial code is allowed.
 */
export function isValidPhone(value: string, countries: AllowedCountries): boolean {
  if (!E164.test(value)) return false
  const phone = parsePhoneNumberFromString(value)
  if (!phone?.isValid()) return false
  if (phone.country) return countries.some((country) => country.code === phone.country)
  return countries.some((country) => country.dialCode === `+${phone.countryCallingCode}`)
}

/** Phone: `errorPhone` for an invalid number; an empty value is left to the required rule. */
export function validatePhone(
  value: string | null | undefined,
  countries: AllowedCountries,
): RuleResult {
  if (!value) return undefined
  return isValidPhone(value, countries) ? undefined : 'errorPhone'
}

/** Extension of an additional phone: 1 to 5 digits, `errorPhone` otherwise. */
export function validatePhoneExtension(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  const digits = new RegExp(`^\\d{1,${limits.phoneExtensionLength}}$`)
  return digits.test(value) ? undefined : 'errorPhone'
}
