import { type MessageKey, validatePhone, validateRequired } from '@platform/forms'
import type { CountryCode } from '@platform/sdk'
import { phoneRulesReady } from '../../shared/phone-rules'

/** A mobile identifier: filled in, and valid (E.164) for one of the platform's countries. */
export async function validateMobile(
  value: string,
  countries: readonly Pick<CountryCode, 'code' | 'dialCode'>[],
): Promise<MessageKey | undefined> {
  const empty = validateRequired(value)
  if (empty) return empty
  await phoneRulesReady()
  return validatePhone(value.trim(), countries)
}
