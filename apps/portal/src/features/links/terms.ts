import type { TermsAgreement, TermsEntry } from '@platform/sdk'

/** The form's answers to the agreements, by agreement type. */
export type TermsAnswers = Record<string, boolean>

/** The answers as the platform takes them (`termsAgree`), one per agreement shown. */
export function toAgreements(
  terms: readonly TermsEntry[],
  answers: TermsAnswers | undefined,
): TermsAgreement[] {
  return terms.map((term) => ({ type: term.type, agree: answers?.[term.type] === true }))
}

/**
 * The agreements to show: those the form offers, then any the platform asked for (a
 * `termsRequired` answer) that are not among them, which must be accepted.
 */
export function mergeTerms(
  offered: readonly TermsEntry[],
  required: readonly TermsEntry[] = [],
): TermsEntry[] {
  const byType = new Map(offered.map((term) => [term.type, term]))
  for (const term of required) {
    byType.set(term.type, { ...(byType.get(term.type) ?? term), loginRequired: true })
  }
  return [...byType.values()]
}
