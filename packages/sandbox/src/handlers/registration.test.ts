import {
  completeRegistration,
  getProfile,
  getRegistrationLinkStatus,
  requestRegistrationLink,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  data,
  registrationEmail as email,
  failure,
  firstStep,
  lastMessage,
  registrationMobile as mobile,
  requiredTerms,
  signIn,
  testBed,
  verifiedMobile,
} from '../../test/support/visitor'
import { settingNumber } from '../state/settings'

describe('registration, first step', () => {
  it('mails a link to the second step', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const message = lastMessage(sandbox, email)
    expect(message).toMatchObject({ channel: 'email', link: `/platform/registration/${secret}` })
    const status = data(
      await getRegistrationLinkStatus(client, { params: { path: { id: secret } } }),
    )
    expect(status).toEqual({
      status: 'active',
      email,
      expiresAt: new Date(Date.parse('2026-11-21T09:30:00Z') + 24 * 3600 * 1000).toISOString(),
    })
  })

  it('marks invalid names and addresses, an address already registered and missing consent', async () => {
    const { client, sandbox } = testBed()
    const invalid = await requestRegistrationLink(client, {
      body: { firstName: 'Ив<ан>', email: 'user@sandbox' },
    })
    const body = failure(invalid).body
    expect(body?.errorList).toMatchObject({
      firstName: ['errorSymbols'],
      lastName: ['errorEmpty'],
      email: ['errorEmail'],
      termsAgree: ['errorTerms'],
    })
    expect(body?.termsRequired?.every((term) => term.loginRequired)).toBe(true)
    const registered = await requestRegistrationLink(client, {
      body: {
        firstName: 'Иван',
        lastName: 'Петров',
        email: 'USER@sandbox.example.ru',
        termsAgree: await requiredTerms(client),
      },
    })
    expect(failure(registered).body?.errorList).toEqual({ email: ['errorUnique'] })
    expect(sandbox.outbox.list()).toEqual([])
  })

  it('takes a full name in one field', async () => {
    const { client, sandbox } = testBed()
    data(
      await requestRegistrationLink(client, {
        body: { fio: 'Соколова Наталья Игоревна', email, termsAgree: await requiredTerms(client) },
      }),
    )
    const link = sandbox.state.core.links.find((candidate) => candidate.email === email)
    expect(link?.data).toMatchObject({
      lastName: 'Соколова',
      firstName: 'Наталья',
      middleName: 'Игоревна',
    })
  })

  it('limits registrations per IP address and day', async () => {
    const { client, sandbox, advance } = testBed()
    const limit = settingNumber(sandbox.state.settings, 'registrationsPerIp', 20)
    const terms = await requiredTerms(client)
    for (let index = 0; index < limit; index += 1) {
      data(
        await requestRegistrationLink(client, {
          body: {
            firstName: 'Анна',
            lastName: 'Орлова',
            email: `a${index}@example.ru`,
            termsAgree: terms,
          },
        }),
      )
    }
    const over = await requestRegistrationLink(client, {
      body: { firstName: 'Анна', lastName: 'Орлова', email: 'late@example.ru', termsAgree: terms },
    })
    expect(failure(over)).toEqual({
      status: 429,
      body: { message: 'Registration limit per IP reached' },
    })
    expect(over.error?.retryAfter).toBe(86_400 - (9 * 3600 + 30 * 60))
    advance(86_400)
    expect(
      (
        await requestRegistrationLink(client, {
          body: {
            firstName: 'Анна',
            lastName: 'Орлова',
            email: 'late@example.ru',
            termsAgree: terms,
          },
        })
      ).ok,
    ).toBe(true)
  })
})

describe('registration link status', () => {
  it('answers 404, used, expired, cancelled and session conflict', async () => {
    const { client, sandbox, advance, browser } = testBed()
    expect(
      failure(
        await getRegistrationLinkStatus(client, { params: { path: { id: 'no-such-link-0000' } } }),
      ).status,
    ).toBe(404)
    const first = await firstStep(client, sandbox)
    const second = await firstStep(client, sandbox)
    expect(
      failure(await getRegistrationLinkStatus(client, { params: { path: { id: first } } })),
    ).toEqual({
      status: 403,
      body: { canceledError: true, linkStatus: 'canceled' },
    })
    const other = browser()
    await signIn(other, 'user')
    expect(
      failure(await getRegistrationLinkStatus(other, { params: { path: { id: second } } })),
    ).toEqual({
      status: 409,
      body: { linkStatus: 'sessionConflict' },
    })
    advance(24 * 3600)
    expect(
      failure(await getRegistrationLinkStatus(client, { params: { path: { id: second } } })),
    ).toEqual({
      status: 403,
      body: { expired: true, linkStatus: 'expired' },
    })
  })
})

describe('registration, second step', () => {
  it('creates the account, signs it in and uses the link up', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const code = await verifiedMobile(client, sandbox, secret)
    const result = await completeRegistration(client, {
      body: { password: 'Nordwind-2027?', repeatPassword: 'Nordwind-2027?', mobile, code, secret },
    })
    expect(data(result)).toEqual({ signedIn: true })
    expect(result.response?.headers.get('Set-Cookie')).toMatch(/^platform_session=/)
    const profile = data(await getProfile(client))
    expect(profile.mainInfo).toMatchObject({
      fio: 'Соколова Наталья Игоревна',
      email,
      mobile,
      login: email,
    })
    expect(profile.availableActions).toEqual({ updatePassword: true, setPassword: false })
    expect(profile.termsInfo.filter((term) => term.agree).length).toBeGreaterThan(0)
    const created = sandbox.state.core.accounts.find((candidate) => candidate.email === email)
    expect(created).toMatchObject({
      password: 'Nordwind-2027?',
      flows: ['credentials'],
      applications: [],
      mobileVerified: true,
    })
    expect(
      failure(await getRegistrationLinkStatus(client, { params: { path: { id: secret } } })),
    ).toEqual({
      status: 400,
      body: { linkStatus: 'used' },
    })
  })

  it('checks the policy, the repeat, the verified code and a phone taken meanwhile', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const code = await verifiedMobile(client, sandbox, secret)
    const weak = await completeRegistration(client, {
      body: { password: 'password', repeatPassword: 'passw0rd', mobile, code, secret },
    })
    expect(failure(weak).body?.errorList).toEqual({
      password: ['errorPassword'],
      repeatPassword: ['errorMatch'],
    })
    const wrong = await completeRegistration(client, {
      body: {
        password: 'Nordwind-2027?',
        repeatPassword: 'Nordwind-2027?',
        mobile: '+79261234568',
        code,
        secret,
      },
    })
    expect(failure(wrong).body?.errorList).toEqual({ code: ['errorCode'] })
    const admin = sandbox.state.core.accounts.find((candidate) => candidate.login === 'admin')
    if (admin) admin.mobile = mobile
    const taken = await completeRegistration(client, {
      body: { password: 'Nordwind-2027?', repeatPassword: 'Nordwind-2027?', mobile, code, secret },
    })
    expect(failure(taken).body?.errorList).toEqual({ mobile: ['errorPhoneExists'] })
  })

  it('asks for an agreement made required after the first step', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const code = await verifiedMobile(client, sandbox, secret)
    const optional = sandbox.state.domains.items
      .find((domain) => domain.base)
      ?.agreements.find((entry) => !entry.loginRequired)
    if (!optional) throw new Error('the base domain has an optional agreement')
    optional.loginRequired = true
    expect(
      failure(await getRegistrationLinkStatus(client, { params: { path: { id: secret } } })).status,
    ).toBe(403)
    const body = {
      password: 'Nordwind-2027?',
      repeatPassword: 'Nordwind-2027?',
      mobile,
      code,
      secret,
    }
    const refused = failure(await completeRegistration(client, { body }))
    expect(refused.status).toBe(403)
    const termsAgree = (refused.body?.termsRequired ?? []).map((term) => ({
      type: term.type,
      agree: true,
    }))
    expect(termsAgree).toHaveLength(1)
    expect(data(await completeRegistration(client, { body: { ...body, termsAgree } }))).toEqual({
      signedIn: true,
    })
  })
})
