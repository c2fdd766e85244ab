import {
  type AllowedCountries,
  loadPhoneRules,
  type MessageKey,
  validateMobile,
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
 * The forms' mobile rule (filled in, then valid for one of the platform's countries), checked
 * once the numbering plans are there. A missing number is said at once, without waiting.
 */
export async function checkMobile(
  value: string,
  countries: AllowedCountries,
): Promise<MessageKey | undefined> {
  const mobile = value.trim()
  if (mobile !== '') await phoneRulesReady()
  return validateMobile(mobile, countries)
}
