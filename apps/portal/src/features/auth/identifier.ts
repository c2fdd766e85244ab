import { type MessageKey, validateEmail, validateRequired } from '@platform/forms'
import type { IdAttribute } from '@platform/sdk'

/** The identifier of the sign-in page, as the calls take it: exactly the one the kind names. */
export type IdentifierBody = Partial<Record<IdAttribute, string>>

/** What the person entered on the first step. */
export interface EnteredIdentifier {
  idAttribute: IdAttribute
  value: string
}

/**
 * A login or email must be filled in, an email well-formed. A mobile is checked by
 * `checkMobile` (./mobile), which comes with the phone field: the phone rules are large
 * and most people sign in by login.
 */
export function validateIdentifier(
  idAttribute: Exclude<IdAttribute, 'mobile'>,
  value: string,
): MessageKey | undefined {
  const trimmed = value.trim()
  return validateRequired(trimmed) ?? (idAttribute === 'email' ? validateEmail(trimmed) : undefined)
}

/** `{ email: 'a@b.ru' }` for the email kind, and so on; surrounding spaces dropped. */
export function identifierBody({ idAttribute, value }: EnteredIdentifier): IdentifierBody {
  return { [idAttribute]: value.trim() }
}
