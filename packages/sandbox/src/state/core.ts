import type { AuthFlow, AuthSystem, SessionDevice } from '@platform/sdk'

/** The password of every demo account (documented in the README). */
export const demoPassword = 'Sandbox-2026!'

/** A person who can sign in. Identity lives here; the profile area keeps the rest. */
export interface Account {
  id: string
  login: string
  password: string
  firstName: string
  lastName: string
  middleName: string
  gender: 'man' | 'woman' | null
  email: string | null
  emailVerified: boolean
  mobile: string | null
  mobileVerified: boolean
  /** Managed by a directory service (LDAP): no name change, no password change, no deletion. */
  directory: boolean
  /** Administrator of the platform: sees the administration area. */
  admin: boolean
  /** Master user of companies (masterAccountAccess). */
  master: boolean
  /**
   * Which header indicators the person may read; an administrator without this reads all
   * three, anyone else none.
   */
  notifyAccess?: NotifyAccess
  /** Sign-in flows offered to this account, in order; the first is current. */
  flows: AuthFlow[]
  /** Ids of the applications the person may open (the services menu). */
  applications: string[]
  enabled: boolean
  createdAt: string
}

/** The access flags of the monitoring, diagnostics and application-updates indicators. */
export interface NotifyAccess {
  monitoring: boolean
  diagnostics: boolean
  applications: boolean
}

/** The indicators an account may read. */
export function notifyAccessOf(account: Account): NotifyAccess {
  const { admin } = account
  return account.notifyAccess ?? { monitoring: admin, diagnostics: admin, applications: admin }
}

/** A signed-in session, found by the `platform_session` cookie. */
export interface SessionRecord {
  id: string
  accountId: string
  start: string
  expiry: string
  lastAccess: string
  updatedAt: string | null
  devices: SessionDevice[]
  authSystem: AuthSystem
  rememberMe: boolean
}

export type LinkKind = 'registration' | 'password' | 'entryPassword' | 'invitation'

/** A one-time link sent by email: registration, new password, first-entry password, invitation. */
export interface LinkRecord {
  /** The hash in the link, the route's `{id}`. */
  id: string
  kind: LinkKind
  email: string
  /** The account it belongs to (password links, invitations of existing people). */
  accountId: string | null
  createdAt: string
  expiresAt: string
  state: 'active' | 'used' | 'canceled'
  /** What the first step of the flow entered (registration names, invitation id). */
  data: Record<string, string | null>
}

export type CodePurpose = 'login' | 'registration' | 'invitation'

/** A one-time 4-digit code sent by email or SMS. */
export interface CodeRecord {
  purpose: CodePurpose
  /** Whom it was sent to: an email, a mobile, or `link:<hash>|<mobile>` for verification. */
  target: string
  code: string
  sentAt: string
  expiresAt: string
  /** Wrong entries so far; at the limit the code is dead and a new one is needed. */
  attempts: number
  verified: boolean
}

export interface CoreState {
  accounts: Account[]
  sessions: SessionRecord[]
  links: LinkRecord[]
  codes: CodeRecord[]
  /** Codes requested per target and day, for the daily limit. */
  codeRequests: Record<string, number>
  /** Registration links requested per IP and day. */
  registrations: Record<string, number>
}

export function findAccount(core: CoreState, id: string): Account | undefined {
  return core.accounts.find((account) => account.id === id)
}

/** «Иванов Иван Петрович» */
export function fullName(account: Pick<Account, 'firstName' | 'lastName' | 'middleName'>): string {
  return [account.lastName, account.firstName, account.middleName].filter(Boolean).join(' ')
}
