import { isPlatformError, type TermsEntry } from '@platform/sdk'

/**
 * Why a registration, password or invitation link cannot be used: each reason has
 * its own error screen.
 */
export type LinkProblem =
  /** 404: the page goes to /404. */
  | { kind: 'notFound' }
  /** 409: another account is signed in in this browser; the page offers to sign out. */
  | { kind: 'sessionConflict' }
  /** 403 `accessError`: a technical error with a way back to sign-in. */
  | { kind: 'access' }
  | { kind: 'canceled' }
  | { kind: 'expired' }
  /** 403 `termsRequired`: the page shows the agreements to accept with its form. */
  | { kind: 'termsRequired'; terms: TermsEntry[] }
  /** Any other refusal of the link: it was used one way or another. */
  | { kind: 'used' }
  /** No answer, a 5xx or an answer that is not the contract's: try again later. */
  | { kind: 'technical' }

const fromLinkStatus = {
  used: { kind: 'used' },
  expired: { kind: 'expired' },
  canceled: { kind: 'canceled' },
  sessionConflict: { kind: 'sessionConflict' },
} as const satisfies Record<string, LinkProblem>

/**
 * Reads a failed link call. The link error screens are: another account signed in, access
 * error, cancelled, expired (a 403 that says nothing more) and used (any other refusal), so a
 * bare status never reaches a person as a number. `undefined` means the failure is about the form's fields (a 400
 * or 409 with `errorList`): the page marks them and stays.
 */
export function linkProblem(error: unknown): LinkProblem | undefined {
  if (!isPlatformError(error)) return { kind: 'technical' }
  const body = error.body ?? {}
  const hasFieldErrors = Object.keys(body.errorList ?? {}).length > 0
  const known =
    body.linkStatus && body.linkStatus !== 'active' ? fromLinkStatus[body.linkStatus] : undefined
  switch (error.kind) {
    case 'notFound':
      return { kind: 'notFound' }
    case 'conflict':
      return hasFieldErrors && !known ? undefined : { kind: 'sessionConflict' }
    case 'forbidden':
      if (body.accessError) return { kind: 'access' }
      if (body.canceledError) return { kind: 'canceled' }
      if (body.termsRequired && body.termsRequired.length > 0) {
        return { kind: 'termsRequired', terms: body.termsRequired }
      }
      if (body.expired) return { kind: 'expired' }
      return known ?? { kind: 'expired' }
    case 'validation':
      // A 422 means the request broke the contract: nothing the person can fix.
      if (error.status === 422) return { kind: 'technical' }
      if (known) return known
      return hasFieldErrors ? undefined : { kind: 'used' }
    default:
      return { kind: 'technical' }
  }
}
