import type { MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import type { CountryCode } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateRequired } from './required'

/** The countries of `/platform/country/codes` a phone may belong to. */
export type AllowedCountries = readonly Pick<CountryCode, 'code' | 'dialCode'>[]

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * What the phone rule checks a number with: libphonenumber-js's parser (about 9 KB gzip) and
 * the numbering plans of every country (its "min" set, about 20 KB gzip).
 */
export interface PhoneRules {
  parse: typeof parsePhoneNumberFromString
  plans: MetadataJson
}

let rules: PhoneRules | undefined
let loading: Promise<void> | undefined

/**
 * Loads the parser and the numbering plans the phone rule checks a number with, together:
 * about 30 KB gzip, which a page with a phone field should not wait for before it shows. Call it
 * when a person moves into a form with a phone, and await it before checking one. Once they are
 * loaded it resolves at once; a failed load rejects, and the next call tries again.
 */
export function loadPhoneRules(): Promise<void> {
  loading ??= Promise.all([
    import('libphonenumber-js/core'),
    import('libphonenumber-js/min/metadata'),
  ]).then(
    ([core, metadata]) => {
      rules = { parse: core.parsePhoneNumberFromString, plans: metadata.default }
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Gives the phone rule the parser and numbering plans a program holds already, instead of
 * loading them: a server or the sandbox, which bundle everything at start (and may run where a
 * module loaded later cannot be, like a build tool's module runner).
 */
export function providePhoneRules(phoneRules: PhoneRules): void {
  rules = phoneRules
  loading = Promise.resolve()
}

/**
 * A phone number in E.164 form (`+79161234567`) that is valid for its country, where the
 * country is one of `countries` (the answer of `/platform/country/codes`). Numbers that
 * belong to no single country (global services) pass when their dial code is allowed.
 * Until `loadPhoneRules` has loaded the parser and the numbering plans (or when they could not
 * be loaded), only the form and the dial code are checked, and the server checks the rest.
 */
export function isValidPhone(value: string, countries: AllowedCountries): boolean {
  if (!E164.test(value)) return false
  if (!rules) return countries.some((country) => value.startsWith(country.dialCode))
  const phone = rules.parse(value, rules.plans)
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

/**
 * A mobile number a person signs in with or verifies: `errorEmpty` when it is missing,
 * `errorPhone` when it is no valid number of one of `countries`.
 */
export function validateMobile(
  value: string | null | undefined,
  countries: AllowedCountries,
): RuleResult {
  return validateRequired(value) ?? validatePhone(value, countries)
}

/** Extension of an additional phone: 1 to 5 digits, `errorPhone` otherwise. */
export function validatePhoneExtension(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  const digits = new RegExp(`^\\d{1,${limits.phoneExtensionLength}}$`)
  return digits.test(value) ? undefined : 'errorPhone'
}
