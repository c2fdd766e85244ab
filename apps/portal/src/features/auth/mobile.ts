import { type MessageKey, validatePhone, validateRequired } from '@platform/forms'
import type { CountryCode } from '@platform/sdk'

/** A mobile identifier: filled in, and valid (E.164) for one of the platform's countries. */
export function validateMobile(
  value: string,
  countries: readonly Pick<CountryCode, 'code' | 'dialCode'>[],
): MessageKey | undefined {
  return validateRequired(value) ?? validatePhone(value.trim(), countries)
}
