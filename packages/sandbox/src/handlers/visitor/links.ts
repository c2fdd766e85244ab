// The one-time links of registration, new password, first-entry password and invitation, and
// their states as the link status calls report them (openapi/README.md, "Link status").
import type { LinkStatus } from '@platform/sdk'
import type { SandboxState, SignedIn } from '../../state'
import type { LinkKind, LinkRecord } from '../../state/core'
import { findAccount } from '../../state/core'
import { durationSeconds } from '../../state/settings'
import { badRequest, conflict, forbidden, notFound } from '../reply'

/** The portal page each kind of link opens. */
const linkPaths: Record<LinkKind, string> = {
  registration: '/platform/registration',
  password: '/platform/password',
  entryPassword: '/platform/password/entry',
  invitation: '/platform/invitation',
}

export function linkPath(link: Pick<LinkRecord, 'kind' | 'id'>): string {
  return `${linkPaths[link.kind]}/${link.id}`
}

/** Link lifetimes from the settings, in seconds. */
function linkLifetime(state: SandboxState, kind: LinkKind): number {
  const codes: Record<LinkKind, [string, number]> = {
    registration: ['registrationAlive', 86_400],
    password: ['refreshAlive', 7_200],
    entryPassword: ['firstRefreshAlive', 259_200],
    invitation: ['inviteAlive', 604_800],
  }
  const [code, fallback] = codes[kind]
  return durationSeconds(state.settings, code, fallback)
}

/**
 * Creates an active link; earlier active links of the same kind and address are cancelled
 * (a newer one was requested).
 */
export function createLink(
  state: SandboxState,
  kind: LinkKind,
  email: string,
  accountId: string | null,
  data: Record<string, string | null>,
  now: Date,
): LinkRecord {
  for (const link of state.core.links) {
    if (link.kind === kind && link.state === 'active' && sameEmail(link.email, email)) {
      link.state = 'canceled'
    }
  }
  const link: LinkRecord = {
    id: state.random.uuid(),
    kind,
    email,
    accountId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + linkLifetime(state, kind) * 1000).toISOString(),
    state: 'active',
    data,
  }
  state.core.links.push(link)
  return link
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}

export const expiredReply = () => forbidden({ expired: true, linkStatus: 'expired' })
export const canceledReply = () => forbidden({ canceledError: true, linkStatus: 'canceled' })
export const usedReply = () => badRequest({ linkStatus: 'used' })

/**
 * The link of a route `{id}` while it can be used, or the reply of its state: 404 unknown,
 * 400 used, 403 cancelled or expired, 403 access error when its account is gone.
 */
export function usableLink(state: SandboxState, id: string, kind: LinkKind, now: Date) {
  const link = state.core.links.find((candidate) => candidate.id === id && candidate.kind === kind)
  if (!link) return { reply: notFound('No such link') }
  if (link.state === 'used') return { reply: usedReply() }
  if (link.state === 'canceled') return { reply: canceledReply() }
  if (Date.parse(link.expiresAt) <= now.getTime()) return { reply: expiredReply() }
  if (link.accountId && !findAccount(state.core, link.accountId)?.enabled) {
    return { reply: forbidden({ accessError: true }) }
  }
  return { link }
}

/**
 * 409 when another account is signed in in this browser: the page offers to sign out. The
 * link's own account (or the invited address) may be signed in.
 */
export function sessionConflict(
  session: SignedIn | undefined,
  owner: { accountId: string | null; email: string | null },
) {
  if (!session) return undefined
  if (owner.accountId && session.account.id === owner.accountId) return undefined
  if (sameEmail(session.account.email, owner.email)) return undefined
  return conflict({ linkStatus: 'sessionConflict' })
}

export function activeStatus(link: LinkRecord): LinkStatus {
  return { status: 'active', email: link.email, expiresAt: link.expiresAt }
}
