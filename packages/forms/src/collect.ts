import type { FieldErrors } from './contract'
import type { MessageKey, RuleResult } from './messages'

/**
 * Turns rule results per field into `FieldErrors`, the same shape as a server's `errorList`,
 * keeping only the fields that have an error. A whole form's check answers this, so client
 * and server errors reach the fields the same way.
 */
export function collectErrors(results: Record<string, readonly RuleResult[]>): FieldErrors {
  const errors: [string, MessageKey[]][] = []
  for (const [field, fieldResults] of Object.entries(results)) {
    const keys = fieldResults.filter((result) => result !== undefined)
    if (keys.length > 0) errors.push([field, [...new Set(keys)]])
  }
  return Object.fromEntries(errors)
}
