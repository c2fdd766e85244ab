import { type MessageKey, validateTerm } from '@platform/forms'
import type { TermsAgreement, TermsEntry } from '@platform/sdk'

/** Which agreements the person ticked, by agreement type. */
export type TermsAnswers = Readonly<Record<string, boolean>>

/** The `termsAgree` of a request: an answer for every agreement offered. */
export function termsAgreement(
  terms: readonly TermsEntry[],
  answers: TermsAnswers,
): TermsAgreement[] {
  return terms.map((term) => ({ type: term.type, agree: answers[term.type] === true }))
}

/** `errorTerms` for each required agreement (`loginRequired`) left unticked. */
export function termsErrors(
  terms: readonly TermsEntry[],
  answers: TermsAnswers,
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {}
  for (const term of terms) {
    const error = validateTerm(answers[term.type] === true, term.loginRequired)
    if (error) errors[term.type] = error
  }
  return errors
}

/** The legal-documents page of an agreement, a path of this portal. */
export function lawPath(term: Pick<TermsEntry, 'type'>): string {
  return `/law/${encodeURIComponent(term.type)}`
}
