import type { TermsAgreement, TermsEntry } from '../contract'
import type { RuleResult } from '../messages'

/**
 * Whether a value is not filled in: `null`, `undefined`, a string of spaces only, or a list
 * whose values are all empty. `false` and `0` are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isEmptyValue)
  return false
}

/** Required field: `errorEmpty` when {@link isEmptyValue}. */
export function validateRequired(value: unknown): RuleResult {
  return isEmptyValue(value) ? 'errorEmpty' : undefined
}

/**
 * Agreements marked `loginRequired` must be agreed. Answers the types of the
 * agreements still missing, so the form can mark each checkbox with `errorTerms`.
 */
export function missingTerms(
  terms: readonly Pick<TermsEntry, 'type' | 'loginRequired'>[],
  answers: readonly TermsAgreement[],
): string[] {
  const agreed = new Set(answers.filter((answer) => answer.agree).map((answer) => answer.type))
  return terms.filter((term) => term.loginRequired && !agreed.has(term.type)).map((t) => t.type)
}

/** One agreement checkbox: `errorTerms` when a required agreement is not accepted. */
export function validateTerm(agree: boolean, loginRequired: boolean): RuleResult {
  return loginRequired && !agree ? 'errorTerms' : undefined
}
