import { collectErrors, validateEmail, validatePhone, validateRequired } from '@platform/forms'
import type { Handlers } from '../contract'
import { requestIp } from '../http/client-ip'
import { settingNumber } from '../state/settings'
import { done, forbidden, invalid, ok, secondsToTomorrow, tooMany } from './reply'
import { createAccount, splitFio } from './visitor/accounts'
import { checkCode, dropCode, findCode, linkTarget } from './visitor/codes'
import {
  countries,
  emailTaken,
  hasErrors,
  mobileErrors,
  nameErrors,
  passwordErrors,
} from './visitor/identity'
import { activeStatus, createLink, linkPath, sessionConflict, usableLink } from './visitor/links'
import { sendLink } from './visitor/messages'
import { sendLinkMobileCode } from './visitor/mobile-code'
import { startSession } from './visitor/signin'
import { checkTerms, missingAgreements, termsEntry, termsFailure } from './visitor/terms'

const acceptedIds = (terms: string | null | undefined) => (terms ? terms.split(',') : [])

export const registrationHandlers = {
  requestRegistrationLink: ({ state, body, request, now, locale, outbox }) => {
    const parts = splitFio(body.fio)
    const names = {
      firstName: body.firstName ?? parts.firstName,
      lastName: body.lastName ?? parts.lastName,
      middleName: body.middleName ?? parts.middleName,
    }
    const errors = {
      ...nameErrors(state, names),
      ...collectErrors({
        email: [
          validateRequired(body.email) ??
            validateEmail(body.email) ??
            (emailTaken(state, body.email) ? 'errorUnique' : undefined),
        ],
      }),
    }
    const terms = checkTerms(state, locale, [], body.termsAgree ?? [])
    if (!terms.ok) errors.termsAgree = ['errorTerms']
    if (hasErrors(errors)) return invalid(errors, terms.ok ? {} : { termsRequired: terms.missing })
    const key = `${requestIp(request)}:${now.toISOString().slice(0, 10)}`
    if (
      (state.core.registrations[key] ?? 0) >=
      settingNumber(state.settings, 'registrationsPerIp', 20)
    ) {
      return tooMany(secondsToTomorrow(now), 'Registration limit per IP reached')
    }
    state.core.registrations[key] = (state.core.registrations[key] ?? 0) + 1
    const link = createLink(
      state,
      'registration',
      body.email,
      null,
      {
        lastName: names.lastName ?? null,
        firstName: names.firstName ?? null,
        middleName: names.middleName ?? null,
        terms: terms.ok ? terms.accepted.map((agreement) => agreement.document.id).join(',') : null,
      },
      now,
    )
    sendLink(outbox, locale, 'registration', body.email, linkPath(link))
    return done()
  },

  getRegistrationLinkStatus: ({ state, params, session, now, locale }) => {
    const { link, reply } = usableLink(state, params.id, 'registration', now)
    if (!link) return reply
    const busy = sessionConflict(session, { accountId: null, email: link.email })
    if (busy) return busy
    const missing = missingAgreements(state, acceptedIds(link.data.terms))
    if (missing.length > 0) {
      return forbidden({
        termsRequired: missing.map((agreement) => termsEntry(state, agreement, locale)),
      })
    }
    return ok(activeStatus(link))
  },

  sendRegistrationCode: ({ state, body, now, locale, outbox }) => {
    const { link, reply } = usableLink(state, body.secret, 'registration', now)
    if (!link) return reply
    const errors = mobileErrors(state, body.mobile)
    if (hasErrors(errors)) return invalid(errors)
    return sendLinkMobileCode(state, 'registration', link, body.mobile, { now, locale, outbox })
  },

  verifyRegistrationCode: ({ state, body, now }) => {
    const { link, reply } = usableLink(state, body.secret, 'registration', now)
    if (!link) return reply
    const phone = validatePhone(body.mobile, countries(state))
    if (phone) return invalid({ mobile: [phone] })
    const record = findCode(state, 'registration', linkTarget(link.id, body.mobile))
    const check = checkCode(state, record, body.code, now)
    if (check !== 'ok') return invalid({ code: [check] })
    if (record) record.verified = true
    return done()
  },

  completeRegistration: ({ state, body, session, request, now, locale }) => {
    const { link, reply } = usableLink(state, body.secret, 'registration', now)
    if (!link) return reply
    const busy = sessionConflict(session, { accountId: null, email: link.email })
    if (busy) return busy
    const record = findCode(state, 'registration', linkTarget(link.id, body.mobile))
    const verified = record?.verified === true && record.code === body.code
    const expired = record !== undefined && Date.parse(record.expiresAt) <= now.getTime()
    const errors = {
      ...passwordErrors(state, body.password, body.repeatPassword),
      ...mobileErrors(state, body.mobile),
      ...collectErrors({
        code: [expired ? 'errorCodeExpired' : verified ? undefined : 'errorCode'],
      }),
    }
    if (hasErrors(errors)) return invalid(errors)
    const terms = checkTerms(state, locale, acceptedIds(link.data.terms), body.termsAgree)
    if (!terms.ok) return termsFailure(terms)
    const { account } = createAccount(
      state,
      {
        email: link.email,
        firstName: link.data.firstName ?? '',
        lastName: link.data.lastName ?? '',
        middleName: link.data.middleName ?? '',
        mobile: body.mobile,
        password: body.password,
      },
      [
        ...acceptedIds(link.data.terms),
        ...terms.accepted.map((agreement) => agreement.document.id),
      ],
      { now, locale, ip: requestIp(request) },
    )
    link.state = 'used'
    link.accountId = account.id
    if (record) dropCode(state, record)
    const { cookie } = startSession(state, account, request, now)
    return { status: 200 as const, body: { signedIn: true }, headers: { 'Set-Cookie': cookie } }
  },
} satisfies Partial<Handlers>
