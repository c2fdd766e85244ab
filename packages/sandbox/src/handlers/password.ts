import { validateEmail, validateRequired } from '@platform/forms'
import type { Context, Handlers } from '../contract'
import { requestIp } from '../http/client-ip'
import type { LinkKind } from '../state/core'
import { findAccount } from '../state/core'
import { profileOf } from '../state/profile'
import { recordProfileChange } from './profile/history'
import { directoryAccount, done, forbidden, invalid, ok } from './reply'
import { hasErrors, passwordErrors } from './visitor/identity'
import { activeStatus, createLink, linkPath, sessionConflict, usableLink } from './visitor/links'
import { sendLink } from './visitor/messages'
import {
  acceptAgreements,
  checkTerms,
  missingAgreements,
  termsEntry,
  termsFailure,
} from './visitor/terms'

type StatusContext = Context<'getPasswordLinkStatus'> | Context<'getEntryPasswordLinkStatus'>
type SetContext = Context<'setNewPassword'> | Context<'setEntryPassword'>

/** The link, its account, and the checks every password-link page shares. */
function passwordLink({ state, params, session, now }: StatusContext | SetContext, kind: LinkKind) {
  const { link, reply } = usableLink(state, params.id, kind, now)
  if (!link) return { reply }
  const account = link.accountId ? findAccount(state.core, link.accountId) : undefined
  if (!account) return { reply: forbidden({ accessError: true }) }
  // The directory keeps the password of its accounts.
  if (account.directory) return { reply: forbidden({ accessError: true }) }
  const busy = sessionConflict(session, { accountId: account.id, email: link.email })
  if (busy) return { reply: busy }
  return { link, account }
}

function linkStatus(context: StatusContext, kind: LinkKind) {
  const { link, account, reply } = passwordLink(context, kind)
  if (!link || !account) return reply
  const { state, locale } = context
  const accepted = profileOf(state.profile, account.id).terms.map((answer) => answer.documentId)
  const missing = missingAgreements(state, accepted)
  if (missing.length > 0) {
    return forbidden({
      termsRequired: missing.map((agreement) => termsEntry(state, agreement, locale)),
    })
  }
  return ok(activeStatus(link))
}

function setPassword(context: SetContext, kind: LinkKind) {
  const { link, account, reply } = passwordLink(context, kind)
  if (!link || !account) return reply
  const { state, body, now, locale, request } = context
  const errors = passwordErrors(state, body.password, body.repeatPassword)
  if (hasErrors(errors)) return invalid(errors)
  const profile = profileOf(state.profile, account.id)
  const terms = checkTerms(
    state,
    locale,
    profile.terms.map((answer) => answer.documentId),
    body.termsAgree,
  )
  if (!terms.ok) return termsFailure(terms)
  acceptAgreements(profile.terms, terms.accepted, now)
  account.password = body.password
  // The address received the link, so it is confirmed.
  if (account.email?.toLowerCase() === link.email.toLowerCase()) account.emailVerified = true
  link.state = 'used'
  recordProfileChange(state, {
    account,
    type: 'password',
    changes: [],
    ip: requestIp(request),
    at: now,
  })
  return done()
}

export const passwordHandlers = {
  requestPasswordLink: ({ state, body, now, locale, outbox }) => {
    const error = validateRequired(body.email) ?? validateEmail(body.email)
    if (error) return invalid({ email: [error] })
    const wanted = body.email.toLowerCase()
    const account = state.core.accounts.find(
      (candidate) => candidate.enabled && candidate.email?.toLowerCase() === wanted,
    )
    // An unknown address gets the same answer and no mail, so accounts stay private.
    if (!account) return done()
    if (account.directory) return directoryAccount()
    const link = createLink(state, 'password', body.email, account.id, {}, now)
    sendLink(outbox, locale, 'password', body.email, linkPath(link))
    return done()
  },

  getPasswordLinkStatus: (context) => linkStatus(context, 'password'),
  getEntryPasswordLinkStatus: (context) => linkStatus(context, 'entryPassword'),
  setNewPassword: (context) => setPassword(context, 'password'),
  setEntryPassword: (context) => setPassword(context, 'entryPassword'),
} satisfies Partial<Handlers>
