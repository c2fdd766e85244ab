// Invitations of master users: list, send, resend, revoke, each moving the invitation's status.
import { limits, validateEmail, validateMaxLength, validateRequired } from '@platform/forms'
import type { FieldErrors, Invitation } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import {
  dropPendingContact,
  expireInvitations,
  findCompany,
  joinByInvitation,
  masterContractors,
  rolesOf,
} from '../../state/companies'
import { fullName, type LinkRecord } from '../../state/core'
import { durationSeconds } from '../../state/settings'
import { conflict, created, done, forbidden, invalid, notFound, ok, page, refused } from '../reply'
import { letters, mailTo } from './mail'
import { accessOf, hasErrors, recordChange, validateAccessRows } from './shared'

const defaultInviteAlive = 7 * 86_400

function inviteAlive(state: SandboxState): number {
  return durationSeconds(state.settings, 'inviteAlive', defaultInviteAlive) * 1000
}

/** The master user's own invitations, with expired ones marked `deactivated`. */
function ownInvitations(state: SandboxState, accountId: string, now: Date): Invitation[] {
  expireInvitations(state.companies, now)
  return state.companies.invitations.filter(
    (invitation) => state.companies.invitationSenders[invitation.id] === accountId,
  )
}

const isOpen = (invitation: Invitation) =>
  invitation.status === 'active' || invitation.status === 'deactivated'

const invitationPath = (hash: string) => `/platform/invitation/${hash}`

/** The invitation's one-time link, renewed for a new activity period (made when missing). */
function renewLink(state: SandboxState, invitation: Invitation, now: Date): LinkRecord {
  const existing = state.core.links.find(
    (link) =>
      link.kind === 'invitation' &&
      link.state === 'active' &&
      link.data.invitationId === invitation.id,
  )
  if (existing) {
    existing.expiresAt = invitation.activeTo
    return existing
  }
  const link: LinkRecord = {
    id: state.random.uuid(),
    kind: 'invitation',
    email: invitation.email,
    accountId: null,
    createdAt: now.toISOString(),
    expiresAt: invitation.activeTo,
    state: 'active',
    data: { invitationId: invitation.id },
  }
  state.core.links.push(link)
  return link
}

export const invitationsHandlers = {
  listInvitations: ({ state, session, query, now }) => {
    if (!session.account.master) return forbidden()
    const rows = ownInvitations(state, session.account.id, now).filter(
      (invitation) => !query.status || invitation.status === query.status,
    )
    const { items, meta } = page(rows, query, { sortBy: 'createdAt', sort: 'desc' })
    return ok({ invitations: items, meta })
  },

  createInvitation: (context) => {
    const { state, session, body, now, outbox, locale } = context
    if (!session.account.master) return forbidden()
    const contractor = masterContractors(state.companies, session.account.id).find(
      (candidate) => candidate.id === body.contractorId,
    )
    const email = body.email?.trim() ?? ''
    const emailError =
      validateRequired(email) ??
      validateEmail(email) ??
      validateMaxLength(email, limits.textMaxLength)
    const contractorError =
      validateRequired(body.contractorId) ?? (contractor ? undefined : 'errorInvalid')
    const errors: FieldErrors = {
      ...(emailError ? { email: [emailError] } : {}),
      ...(contractorError ? { contractorId: [contractorError] } : {}),
      ...validateAccessRows(state, contractor, body.access),
    }
    if (!contractor || hasErrors(errors)) return invalid(errors)
    expireInvitations(state.companies, now)
    const address = email.toLowerCase()
    const pending = state.companies.invitations.some(
      (invitation) => invitation.status === 'active' && invitation.email.toLowerCase() === address,
    )
    if (pending) return conflict({ errorList: { email: ['alreadyExist'] } })

    const access = accessOf(body.access)
    const activeTo = new Date(now.getTime() + inviteAlive(state)).toISOString()
    const invitation: Invitation = {
      id: state.random.uuid(),
      email,
      contractorId: contractor.id,
      contractorTitle: contractor.title,
      access: access.map(({ organizationId, roleIds }) => ({
        organizationId,
        organizationTitle: findCompany(state.companies, organizationId)?.title ?? '',
        roles: rolesOf(state.companies, roleIds),
      })),
      organizationsId: access.map((row) => row.organizationId),
      createdAt: now.toISOString(),
      activeFrom: now.toISOString(),
      activeTo,
      status: 'active',
    }
    state.companies.invitations.push(invitation)
    state.companies.invitationSenders[invitation.id] = session.account.id
    const sender = fullName(session.account)
    const invitee = state.core.accounts.find((account) => account.email?.toLowerCase() === address)
    if (invitee) {
      // A person who has an account already is joined at once (autoSuccess), no link needed.
      joinByInvitation(state.companies, invitation, invitee.id, 'autoSuccess')
      mailTo(outbox, invitee.email, letters.granted(locale, sender, contractor.title))
    } else {
      const link = renewLink(state, invitation, now)
      if (!state.companies.contacts.some((contact) => contact.email?.toLowerCase() === address)) {
        state.companies.contacts.push({
          userId: state.random.uuid(),
          email,
          status: 'invitationSent',
          editable: false,
          companyIds: [contractor.companyId],
          links: [],
        })
      }
      const letter = letters.invitation(locale, sender, contractor.title, activeTo)
      mailTo(outbox, email, letter, invitationPath(link.id))
    }
    recordChange(context, {
      type: 'create',
      entity: 'invitations',
      subtype: null,
      entityId: invitation.id,
      entityTitle: email,
      changes: [{ param: 'contractorId', before: null, after: contractor.id }],
    })
    return created(invitation.id)
  },

  resendInvitation: ({ state, session, params, now, outbox, locale }) => {
    if (!session.account.master) return forbidden()
    const invitation = ownInvitations(state, session.account.id, now).find(
      (candidate) => candidate.id === params.id,
    )
    if (!invitation) return notFound('No such invitation')
    if (!isOpen(invitation)) return refused('alreadyAnswered', 'The invitation is closed')
    invitation.activeFrom = now.toISOString()
    invitation.activeTo = new Date(now.getTime() + inviteAlive(state)).toISOString()
    invitation.status = 'active'
    const link = renewLink(state, invitation, now)
    const sender = fullName(session.account)
    const letter = letters.invitation(
      locale,
      sender,
      invitation.contractorTitle,
      invitation.activeTo,
    )
    mailTo(outbox, invitation.email, letter, invitationPath(link.id))
    return done()
  },

  deleteInvitation: (context) => {
    const { state, session, params, now } = context
    if (!session.account.master) return forbidden()
    const invitation = ownInvitations(state, session.account.id, now).find(
      (candidate) => candidate.id === params.id,
    )
    if (!invitation) return notFound('No such invitation')
    if (!isOpen(invitation)) return refused('alreadyAnswered', 'The invitation is closed')
    const before = invitation.status
    invitation.status = 'deleted'
    for (const link of state.core.links) {
      if (
        link.kind === 'invitation' &&
        link.data.invitationId === invitation.id &&
        link.state === 'active'
      ) {
        link.state = 'canceled'
      }
    }
    dropPendingContact(state.companies, invitation.email)
    recordChange(context, {
      type: 'delete',
      entity: 'invitations',
      subtype: null,
      entityId: invitation.id,
      entityTitle: invitation.email,
      changes: [{ param: 'status', before, after: 'deleted' }],
    })
    return done()
  },
} satisfies Partial<Handlers>
