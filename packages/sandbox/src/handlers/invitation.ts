import { collectErrors, validatePhone } from '@platform/forms'
import type { Invitation } from '@platform/sdk'
import type { Handlers } from '../contract'
import { requestIp } from '../http/client-ip'
import type { SandboxState } from '../state'
import { dropPendingContact, expireInvitations, joinByInvitation } from '../state/companies'
import type { LinkRecord } from '../state/core'
import { profileOf } from '../state/profile'
import { done, invalid, notFound, ok } from './reply'
import { createAccount } from './visitor/accounts'
import { checkCode, dropCode, findCode, linkTarget } from './visitor/codes'
import { countries, hasErrors, mobileErrors, nameErrors, passwordErrors } from './visitor/identity'
import { canceledReply, expiredReply, sameEmail, sessionConflict, usedReply } from './visitor/links'
import { sendLinkMobileCode } from './visitor/mobile-code'
import { startSession } from './visitor/signin'
import { acceptAgreements, checkTerms, termsFailure } from './visitor/terms'

const answered = new Set<Invitation['status']>(['success', 'autoSuccess', 'refusal'])

/**
 * The invitation behind a link hash while it can be accepted or refused; otherwise the reply
 * of its state: 404 unknown, 400 accepted or refused, 403 revoked or expired.
 */
function openInvitation(state: SandboxState, hash: string, now: Date) {
  const link = state.core.links.find(
    (candidate) => candidate.id === hash && candidate.kind === 'invitation',
  )
  const companies = state.companies
  if (!link || !companies) return { reply: notFound('No such invitation') }
  expireInvitations(companies, now)
  const invitation = companies.invitations.find(
    (candidate) => candidate.id === link.data.invitationId,
  )
  if (!invitation) return { reply: notFound('No such invitation') }
  if (link.state === 'used' || answered.has(invitation.status)) return { reply: usedReply() }
  if (link.state === 'canceled' || invitation.status === 'deleted')
    return { reply: canceledReply() }
  const over = Math.min(Date.parse(link.expiresAt), Date.parse(invitation.activeTo))
  if (invitation.status === 'deactivated' || over <= now.getTime()) return { reply: expiredReply() }
  return { link, invitation }
}

function invitedAccount(state: SandboxState, invitation: Invitation) {
  return state.core.accounts.find((account) => sameEmail(account.email, invitation.email))
}

function inviteeName(state: SandboxState, link: LinkRecord, invitation: Invitation) {
  const account = invitedAccount(state, invitation)
  const pick = (snake: string, camel: string, known: string | undefined) =>
    link.data[snake] ?? link.data[camel] ?? (known ? known : null)
  return {
    first_name: pick('first_name', 'firstName', account?.firstName),
    last_name: pick('last_name', 'lastName', account?.lastName),
    middle_name: pick('middle_name', 'middleName', account?.middleName),
  }
}

export const invitationHandlers = {
  getInvitationLinkStatus: ({ state, params, session, now }) => {
    const { link, invitation, reply } = openInvitation(state, params.id, now)
    if (!link || !invitation) return reply
    const busy = sessionConflict(session, { accountId: link.accountId, email: invitation.email })
    if (busy) return busy
    return ok({
      status: 'active' as const,
      email: invitation.email,
      expiresAt: invitation.activeTo,
      ...inviteeName(state, link, invitation),
      organizationTitle: invitation.access[0]?.organizationTitle ?? invitation.contractorTitle,
    })
  },

  refuseInvitation: ({ state, params, session, now }) => {
    const { link, invitation, reply } = openInvitation(state, params.id, now)
    if (!link || !invitation) return reply
    const busy = sessionConflict(session, { accountId: link.accountId, email: invitation.email })
    if (busy) return busy
    invitation.status = 'refusal'
    link.state = 'used'
    if (state.companies) dropPendingContact(state.companies, invitation.email)
    return done()
  },

  sendInvitationCode: ({ state, body, now, locale, outbox }) => {
    const { link, invitation, reply } = openInvitation(state, body.hash, now)
    if (!link || !invitation) return reply
    const errors = mobileErrors(state, body.mobile, invitedAccount(state, invitation)?.id)
    if (hasErrors(errors)) return invalid(errors)
    return sendLinkMobileCode(state, 'invitation', link, body.mobile, { now, locale, outbox })
  },

  verifyInvitationCode: ({ state, body, now }) => {
    const { link, reply } = openInvitation(state, body.hash, now)
    if (!link) return reply
    const phone = validatePhone(body.mobile, countries(state))
    if (phone) return invalid({ mobile: [phone] })
    const record = findCode(state, 'invitation', linkTarget(link.id, body.mobile))
    const check = checkCode(state, record, body.code, now)
    if (check !== 'ok') return invalid({ code: [check] })
    if (record) record.verified = true
    return done()
  },

  acceptInvitation: ({ state, body, session, request, now, locale }) => {
    const { link, invitation, reply } = openInvitation(state, body.hash, now)
    if (!link || !invitation || !state.companies) return reply ?? notFound('No such invitation')
    const busy = sessionConflict(session, { accountId: link.accountId, email: invitation.email })
    if (busy) return busy
    const existing = invitedAccount(state, invitation)
    const record = findCode(state, 'invitation', linkTarget(link.id, body.mobile))
    const verified = record?.verified === true && record.code === body.code
    const expired = record !== undefined && Date.parse(record.expiresAt) <= now.getTime()
    const names = {
      firstName: body.first_name,
      lastName: body.last_name,
      middleName: body.middle_name,
    }
    const errors = {
      ...nameErrors(state, names, {
        firstName: 'first_name',
        lastName: 'last_name',
        middleName: 'middle_name',
      }),
      ...passwordErrors(state, body.password, body.repeatPassword),
      ...mobileErrors(state, body.mobile, existing?.id),
      ...collectErrors({
        code: [expired ? 'errorCodeExpired' : verified ? undefined : 'errorCode'],
      }),
    }
    if (hasErrors(errors)) return invalid(errors)
    const accepted = existing
      ? profileOf(state.profile, existing.id).terms.map((answer) => answer.documentId)
      : []
    const terms = checkTerms(state, locale, accepted, body.termsAgree)
    if (!terms.ok) return termsFailure(terms)
    const ip = requestIp(request)
    let account = existing
    if (account) {
      // An existing account joins the company; it keeps its password and names.
      if (!account.mobile) {
        account.mobile = body.mobile
        account.mobileVerified = true
      }
      if (!account.password) account.password = body.password
      acceptAgreements(profileOf(state.profile, account.id).terms, terms.accepted, now)
    } else {
      account = createAccount(
        state,
        {
          email: invitation.email,
          firstName: body.first_name ?? '',
          lastName: body.last_name ?? '',
          middleName: body.middle_name ?? '',
          mobile: body.mobile,
          password: body.password,
        },
        terms.accepted.map((agreement) => agreement.document.id),
        { now, locale, ip },
      ).account
    }
    joinByInvitation(state.companies, invitation, account.id, 'success')
    link.state = 'used'
    link.accountId = account.id
    if (record) dropCode(state, record)
    const { cookie } = startSession(state, account, request, now)
    return { status: 200 as const, body: { signedIn: true }, headers: { 'Set-Cookie': cookie } }
  },
} satisfies Partial<Handlers>
