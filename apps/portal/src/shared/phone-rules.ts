import {
  type AllowedCountries,
  loadPhoneRules,
  type MessageKey,
  validatePhone,
  validateRequired,
} from '@platform/forms'
import { useEffect } from 'react'

/**
 * The phone rule's numbering plans, ready to check a number: awaited before a form with a phone
 * is checked. A failed load (no network) is no error of the person's: the number is then checked
 * for its form and dial code only, and the server, which checks it whole, has the last word.
 */
export function phoneRulesReady(): Promise<void> {
  return loadPhoneRules().catch(() => undefined)
}

/** Starts loading the numbering plans when a form with a phone is shown, not before. */
export function usePhoneRules(): void {
  useEffect(() => {
    void phoneRulesReady()
  }, [])
}

/**
 * A mobile number to sign in with or to verify: filled in, and valid (E.164) for one of the
 * platform's countries, once the numbering plans are there.
 */
export async function validateMobile(
  value: string,
  countries: AllowedCountries,
): Promise<MessageKey | undefined> {
  const empty = validateRequired(value)
  if (empty) return empty
  await phoneRulesReady()
  return validatePhone(value.trim(), countries)
}
