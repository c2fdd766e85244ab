// Checks of what visitors type in: identifiers, phones, names, new passwords.
import {
  collectErrors,
  limits,
  type MessageKey,
  validateEmail,
  validateMatch,
  validateMaxLength,
  validateMobile,
  validatePassword,
  validatePhone,
  validateRequired,
  validateSymbols,
} from '@platform/forms'
import type { AuthFlow, FieldErrors } from '@platform/sdk'
import type { SandboxState } from '../../state'
import { passwordPolicy } from '../../state/settings'
import { publicFields } from '../profile/configure'
import type { IdAttribute } from './signin'

export function countries(state: SandboxState) {
  return state.ui.countries
}

/** An identifier of the sign-in page: required, and well-formed for its kind. */
export function identifierError(
  state: SandboxState,
  idAttribute: IdAttribute,
  value: string | undefined,
): MessageKey | undefined {
  const empty = validateRequired(value)
  if (empty) return empty
  if (idAttribute === 'email') return validateEmail(value)
  if (idAttribute === 'mobile') return validatePhone(value, countries(state))
  return undefined
}

/** The flows of the base scheme's first factor, for identifiers that name no account. */
export function defaultFlows(state: SandboxState): AuthFlow[] {
  const scheme = state.schemes?.schemes.find((candidate) => candidate.base && candidate.active)
  const flows = (scheme?.firstFactor ?? []).flatMap((factor) => {
    const flow = state.schemes?.flows.find((candidate) => candidate.id === factor.id)
    return factor.enabled && flow ? [flow.code] : []
  })
  return flows.length > 0 ? [...new Set(flows)] : ['credentials']
}

/** Whether another account already has this mobile (a mobile belongs to one person). */
export function mobileTaken(state: SandboxState, mobile: string, except?: string): boolean {
  return state.core.accounts.some((account) => account.mobile === mobile && account.id !== except)
}

export function emailTaken(state: SandboxState, email: string, except?: string): boolean {
  const wanted = email.toLowerCase()
  return state.core.accounts.some(
    (account) => account.email?.toLowerCase() === wanted && account.id !== except,
  )
}

/** A mobile to verify: well-formed, and not registered to someone else. */
export function mobileErrors(state: SandboxState, mobile: string, except?: string): FieldErrors {
  const error =
    validateMobile(mobile, countries(state)) ??
    (mobileTaken(state, mobile, except) ? 'errorPhoneExists' : undefined)
  return collectErrors({ mobile: [error] })
}

/** Name fields of the visitor forms, required as the public settings say. */
export function nameErrors(
  state: SandboxState,
  names: Record<'firstName' | 'lastName' | 'middleName', string | undefined>,
  keys: Record<'firstName' | 'lastName' | 'middleName', string> = {
    firstName: 'firstName',
    lastName: 'lastName',
    middleName: 'middleName',
  },
): FieldErrors {
  const rules = publicFields(state)
  const results: Record<string, (MessageKey | undefined)[]> = {}
  for (const field of ['lastName', 'firstName', 'middleName'] as const) {
    const value = names[field]
    results[keys[field]] = [
      rules[field]?.required ? validateRequired(value) : undefined,
      validateMaxLength(value, limits.textMaxLength),
      value ? validateSymbols(value) : undefined,
    ]
  }
  return collectErrors(results)
}

/** A new password and its repeat: the policy of the settings, and a match. */
export function passwordErrors(
  state: SandboxState,
  password: string,
  repeat: string,
  keys: { password: string; repeat: string } = { password: 'password', repeat: 'repeatPassword' },
): FieldErrors {
  return collectErrors({
    [keys.password]: [
      validateRequired(password),
      validatePassword(password, passwordPolicy(state.settings)),
    ],
    [keys.repeat]: [validateRequired(repeat), validateMatch(repeat, password)],
  })
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0
