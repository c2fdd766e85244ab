import type { Handlers } from '../contract'
import { clearedSessionCookie } from '../http/cookies'
import { profileOf } from '../state/profile'
import { badRequest, invalid, ok, secondsToTomorrow, tooMany } from './reply'
import {
  checkCode,
  codeSettings,
  dailyLimitReached,
  dropCode,
  findCode,
  issueCode,
  resendIn,
} from './visitor/codes'
import { defaultFlows, identifierError } from './visitor/identity'
import { sendLoginCode } from './visitor/messages'
import { findByIdentifier, startSession } from './visitor/signin'
import { acceptAgreements, checkTerms, termsFailure } from './visitor/terms'

export const authHandlers = {
  getAuthConfig: ({ state, params, query, now }) => {
    const value = query[params.idAttribute]
    const error = identifierError(state, params.idAttribute, value)
    if (error) return invalid({ [params.idAttribute]: [error] })
    const account = findByIdentifier(state, params.idAttribute, value)
    if (!account) return ok({ flows: defaultFlows(state), resendIn: null })
    const waits = [account.email, account.mobile]
      .flatMap((target) => (target ? [resendIn(state, target, now)] : []))
      .filter((wait) => wait !== null)
    return ok({ flows: [...account.flows], resendIn: waits.length ? Math.max(...waits) : null })
  },

  login: ({ state, params, body, request, now, locale }) => {
    const value = body[params.idAttribute]
    const error = identifierError(state, params.idAttribute, value)
    if (error) return invalid({ [params.idAttribute]: [error] })
    const account = findByIdentifier(state, params.idAttribute, value)
    const offered = account?.flows.includes(body.flow) ?? false
    let code: ReturnType<typeof findCode>
    if (body.flow === 'credentials') {
      if (!body.password) return invalid({ password: ['errorEmpty'] })
      // One answer for an unknown login and a wrong password, so accounts stay private.
      if (!account || !offered || !account.password || account.password !== body.password) {
        return invalid({ password: ['errorInvalid'] })
      }
    } else {
      if (!body.code) return invalid({ code: ['errorEmpty'] })
      const target = body.flow === 'email_code' ? account?.email : account?.mobile
      code = offered && target ? findCode(state, 'login', target) : undefined
      const check = checkCode(state, code, body.code, now)
      if (check === 'errorCodeExpired') return badRequest({ expired: true })
      if (check !== 'ok') return invalid({ code: [check] })
    }
    if (!account) return invalid({ password: ['errorInvalid'] })
    const profile = profileOf(state.profile, account.id)
    const terms = checkTerms(
      state,
      locale,
      profile.terms.map((answer) => answer.documentId),
      body.termsAgree,
    )
    if (!terms.ok) return termsFailure(terms)
    acceptAgreements(profile.terms, terms.accepted, now)
    if (code) dropCode(state, code)
    const { cookie } = startSession(state, account, request, now, body.rememberMe ?? false)
    return { status: 204 as const, body: undefined, headers: { 'Set-Cookie': cookie } }
  },

  sendLoginCode: ({ state, params, body, now, locale, outbox }) => {
    const value = body[params.idAttribute]
    const error = identifierError(state, params.idAttribute, value)
    if (error) return invalid({ [params.idAttribute]: [error] })
    const settings = codeSettings(state)
    const account = findByIdentifier(state, params.idAttribute, value)
    const channel = body.flow === 'email_code' ? 'email' : 'sms'
    const target = channel === 'email' ? account?.email : account?.mobile
    // Nothing is sent to an unknown identifier, but the answer is the same.
    if (!account || !target || !account.flows.includes(body.flow)) {
      return ok({ resendIn: settings.resend })
    }
    const wait = resendIn(state, target, now)
    if (wait !== null) return ok({ resendIn: wait })
    if (dailyLimitReached(state, 'login', target, now)) {
      return tooMany(secondsToTomorrow(now))
    }
    const record = issueCode(state, 'login', target, settings.alive, now)
    sendLoginCode(outbox, locale, channel, target, record.code)
    return ok({ resendIn: settings.resend })
  },

  logout: ({ state, session }) => {
    if (session) {
      state.core.sessions = state.core.sessions.filter(
        (candidate) => candidate.id !== session.session.id,
      )
    }
    return {
      status: 204 as const,
      body: undefined,
      headers: { 'Set-Cookie': clearedSessionCookie() },
    }
  },
} satisfies Partial<Handlers>
