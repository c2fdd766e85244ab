import type { FieldErrors, PlatformError, TermsEntry } from '@platform/sdk'
import { isPlatformError } from '@platform/sdk'

/**
 * Why a sign-in call failed, as the screen reacts to it: no usable answer
 * (`tech`), the confirmation time ran out (`expired`), agreements to accept first (`terms`,
 * a 403; or a 400 when the answers left a required one unaccepted), or wrong data (`form`).
 */
export type LoginFailure =
  | { kind: 'tech' }
  | { kind: 'expired' }
  | { kind: 'terms'; terms: TermsEntry[]; fields: FieldErrors }
  | { kind: 'form'; fields: FieldErrors }

const technical: ReadonlySet<PlatformError['kind']> = new Set(['network', 'server', 'unexpected'])

export function loginFailure(error: unknown): LoginFailure {
  if (!isPlatformError(error) || technical.has(error.kind)) return { kind: 'tech' }
  const body = error.body ?? {}
  if (body.expired) return { kind: 'expired' }
  const fields = body.errorList ?? {}
  if (body.termsRequired?.length) return { kind: 'terms', terms: body.termsRequired, fields }
  return { kind: 'form', fields }
}
