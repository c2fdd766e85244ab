import {
  type AllowedCountries,
  loadPhoneRules,
  type MessageKey,
  validatePhone,
  validateRequired,
} from '@platform/forms'
import { type RefObject, useEffect } from 'react'

/**
 * The phone rule's numbering plans, ready to check a number: awaited before a form with a phone
 * is checked. A failed load (no network) is no error of the person's: the number is then checked
 * for its form and dial code only, and the server, which checks it whole, has the last word.
 */
export function phoneRulesReady(): Promise<void> {
  return loadPhoneRules().catch(() => undefined)
}

/**
 * Starts loading the numbering plans when the focus first enters `container`, a form with a
 * phone: the person is about to type, and the page's first load does not wait for plans it may
 * never need. Every check of a number awaits them anyway. Listens on the document, so a form
 * rendered after the hook (in a dialog) is covered too.
 */
export function usePhoneRules(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const inside = (node: EventTarget | null) =>
      node instanceof Node && container.current?.contains(node) === true
    if (inside(document.activeElement)) {
      void phoneRulesReady()
      return
    }
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) return
      document.removeEventListener('focusin', onFocus)
      void phoneRulesReady()
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [container])
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
