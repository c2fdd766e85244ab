import type { RuleResult } from '../messages'

/**
 * Symbols the text inputs refuse by default: markup and template characters. The
 * documents name the rule but not the set; quotes, apostrophes and hyphens stay allowed
 * because names (O'Brien) and company names («Ромашка», "Ромашка") use them.
 */
export const defaultForbiddenSymbols = '<>{}[]\\|^~`'

// Control characters (tabs, line breaks, NUL…) are never part of a one-line value.
const CONTROL = /\p{Cc}/u

/** Whether a value holds a control character or one of `forbidden`. */
export function hasForbiddenSymbols(value: string, forbidden = defaultForbiddenSymbols): boolean {
  return CONTROL.test(value) || [...value].some((character) => forbidden.includes(character))
}

/** Forbidden symbols: `errorSymbols` when {@link hasForbiddenSymbols}. */
export function validateSymbols(
  value: string | null | undefined,
  forbidden = defaultForbiddenSymbols,
): RuleResult {
  if (!value) return undefined
  return hasForbiddenSymbols(value, forbidden) ? 'errorSymbols' : undefined
}
