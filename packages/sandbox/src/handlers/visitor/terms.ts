// Agreements of the base domain: what forms offer, what sign-in requires, what a person accepted.
import { missingTerms } from '@platform/forms'
import type { Document, Domain, DomainAgreement, TermsAgreement, TermsEntry } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { TermsAnswer } from '../../state/profile'
import { forbidden, invalid } from '../reply'

export type Locale = 'ru' | 'en'

/** The domain the portal is served on: the base one (the sandbox answers every host). */
export function baseDomain(state: SandboxState): Domain | undefined {
  const domains = state.domains?.items ?? []
  return domains.find((domain) => domain.base) ?? domains[0]
}

export function languageCode(state: SandboxState, localeId: string): string | undefined {
  return state.libraries?.languages?.find((language) => language.id === localeId)?.code
}

/** A document's text in the locale, or its first one. */
function documentLocale(state: SandboxState, document: Document, locale: string) {
  return (
    document.locales.find((entry) => languageCode(state, entry.localeId) === locale) ??
    document.locales[0]
  )
}

export interface Agreement {
  document: Document
  entry: DomainAgreement
}

/** The base domain's agreements whose documents exist and are enabled. */
export function agreements(state: SandboxState): Agreement[] {
  const documents = state.libraries?.documents ?? []
  return (baseDomain(state)?.agreements ?? []).flatMap((entry) => {
    const document = documents.find((candidate) => candidate.id === entry.agreementId)
    return document?.enabled ? [{ document, entry }] : []
  })
}

export function termsEntry(state: SandboxState, agreement: Agreement, locale: Locale): TermsEntry {
  const text = documentLocale(state, agreement.document, locale)
  return {
    type: agreement.document.code,
    title: text?.name ?? agreement.document.name,
    linkName: text?.linkName ?? null,
    link: `/platform/law/${agreement.document.code}`,
    loginRequired: agreement.entry.loginRequired,
  }
}

/** The agreements a form offers (registration, invitation): all of the base domain's. */
export function offeredTerms(state: SandboxState, locale: Locale): TermsEntry[] {
  return agreements(state).map((agreement) => termsEntry(state, agreement, locale))
}

/** Required agreements (`loginRequired`) not among the accepted document ids. */
export function missingAgreements(state: SandboxState, accepted: readonly string[]): Agreement[] {
  return agreements(state).filter(
    (agreement) => agreement.entry.loginRequired && !accepted.includes(agreement.document.id),
  )
}

export type TermsOutcome =
  | { ok: true; accepted: Agreement[] }
  | { ok: false; missing: TermsEntry[]; answered: boolean }

/**
 * Checks the required agreements against what was accepted before plus the answers of this
 * call (`termsAgree`). Accepted answers come back so the caller can store them.
 */
export function checkTerms(
  state: SandboxState,
  locale: Locale,
  accepted: readonly string[],
  answers: readonly TermsAgreement[] | undefined,
): TermsOutcome {
  const all = agreements(state)
  const before: TermsAgreement[] = all
    .filter((agreement) => accepted.includes(agreement.document.id))
    .map((agreement) => ({ type: agreement.document.code, agree: true }))
  const entries = all.map((agreement) => termsEntry(state, agreement, locale))
  const missing = missingTerms(entries, [...before, ...(answers ?? [])])
  if (missing.length > 0) {
    return {
      ok: false,
      missing: entries.filter((entry) => missing.includes(entry.type)),
      answered: answers !== undefined,
    }
  }
  const agreed = new Set(answers?.filter((answer) => answer.agree).map((answer) => answer.type))
  return { ok: true, accepted: all.filter((agreement) => agreed.has(agreement.document.code)) }
}

/**
 * The failure of a terms check: a 403 asking for the agreements, or, when the form already
 * answered them and left a required one unaccepted, a 400 marking `termsAgree`.
 */
export function termsFailure(outcome: { missing: TermsEntry[]; answered: boolean }) {
  return outcome.answered
    ? invalid({ termsAgree: ['errorTerms'] }, { termsRequired: outcome.missing })
    : forbidden({ termsRequired: outcome.missing })
}

/** Adds accepted agreements to a person's answers. */
export function acceptAgreements(terms: TermsAnswer[], accepted: Agreement[], at: Date): void {
  for (const agreement of accepted) {
    if (terms.some((answer) => answer.documentId === agreement.document.id)) continue
    terms.push({ documentId: agreement.document.id, agreedAt: at.toISOString() })
  }
}
