// Accounts made on the visitor side: by registration and by accepting an invitation.
import type { SandboxState } from '../../state'
import type { Account } from '../../state/core'
import { emptyProfile, type ProfileRecord } from '../../state/profile'
import { recordProfileChange } from '../profile/history'
import type { Locale } from './terms'

export interface NewAccount {
  email: string
  firstName: string
  lastName: string
  middleName: string
  mobile: string
  password: string
}

/** Splits «Петров Иван Сергеевич» into its parts, for the full-name form variant. */
export function splitFio(
  fio: string | undefined,
): Partial<Record<'lastName' | 'firstName' | 'middleName', string>> {
  const [lastName, firstName, ...rest] = (fio ?? '').trim().split(/\s+/).filter(Boolean)
  return { lastName, firstName, middleName: rest.length ? rest.join(' ') : undefined }
}

function uniqueLogin(state: SandboxState, email: string): string {
  const base = email.toLowerCase()
  const taken = new Set(state.core.accounts.map((account) => account.login.toLowerCase()))
  if (!taken.has(base)) return base
  let suffix = 2
  while (taken.has(`${base}${suffix}`)) suffix += 1
  return `${base}${suffix}`
}

/**
 * Creates an account with a verified email and mobile, signing in with a password. It has
 * no applications yet (limited access until an administrator or a company grants some).
 */
export function createAccount(
  state: SandboxState,
  input: NewAccount,
  agreedDocumentIds: readonly string[],
  context: { now: Date; locale: Locale; ip: string },
): { account: Account; profile: ProfileRecord } {
  const { now } = context
  const account: Account = {
    id: state.random.uuid(),
    login: uniqueLogin(state, input.email),
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName,
    gender: null,
    email: input.email,
    emailVerified: true,
    mobile: input.mobile,
    mobileVerified: true,
    directory: false,
    admin: false,
    master: false,
    flows: ['credentials'],
    applications: [],
    enabled: true,
    createdAt: now.toISOString(),
  }
  state.core.accounts.push(account)
  const profile = emptyProfile(account.id, context.locale)
  profile.contacts = {
    mobiles: [
      {
        value: input.mobile,
        main: true,
        additional: null,
        messengers: [],
        clientId: state.random.uuid(),
      },
    ],
    emails: [{ value: input.email, main: true, clientId: state.random.uuid() }],
  }
  profile.terms = [...new Set(agreedDocumentIds)].map((documentId) => ({
    documentId,
    agreedAt: now.toISOString(),
  }))
  state.profile.records[account.id] = profile
  recordProfileChange(state, { account, type: 'create', changes: [], ip: context.ip, at: now })
  return { account, profile }
}
