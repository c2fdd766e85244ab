import {
  getAuthConfig,
  getProfile,
  listSessions,
  login,
  logout,
  type PlatformClient,
  sendLoginCode,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, lastMessage, signIn, testBed } from '../../test/support/visitor'
import { profileOf } from '../state/profile'
import { codeSettings } from './visitor/codes'
import { missingAgreements } from './visitor/terms'

const byEmail = (client: PlatformClient, email: string, code: string) =>
  login(client, {
    params: { path: { idAttribute: 'email' } },
    body: { flow: 'email_code', email, code },
  })

const askCode = (client: PlatformClient, email: string) =>
  sendLoginCode(client, {
    params: { path: { idAttribute: 'email' } },
    body: { flow: 'email_code', email },
  })

describe('auth config', () => {
  it('gives the account’s flows, and the base scheme’s flows for an unknown identifier', async () => {
    const { client, sandbox } = testBed()
    const master = data(
      await getAuthConfig(client, {
        params: { path: { idAttribute: 'login' }, query: { login: 'MASTER' } },
      }),
    )
    expect(master).toEqual({ flows: account(sandbox, 'master').flows, resendIn: null })
    expect(master.flows).toEqual(['credentials', 'sms_code'])

    const unknown = data(
      await getAuthConfig(client, {
        params: { path: { idAttribute: 'email' }, query: { email: 'nobody@example.ru' } },
      }),
    )
    const base = sandbox.state.schemes.schemes.find((scheme) => scheme.base)
    const enabled = base?.firstFactor.filter((factor) => factor.enabled).map((factor) => factor.id)
    const codes = sandbox.state.schemes.flows.filter((flow) => enabled?.includes(flow.id))
    expect(unknown.flows).toEqual(codes.map((flow) => flow.code))
  })

  it('rejects a malformed or missing identifier', async () => {
    const { client } = testBed()
    const malformed = await getAuthConfig(client, {
      params: { path: { idAttribute: 'mobile' }, query: { mobile: '+70000000' } },
    })
    expect(failure(malformed).body?.errorList).toEqual({ mobile: ['errorPhone'] })
    const missing = await getAuthConfig(client, { params: { path: { idAttribute: 'login' } } })
    expect(failure(missing).body?.errorList).toEqual({ login: ['errorEmpty'] })
  })
})

describe('password sign-in', () => {
  it('checks the stored password and sets the session cookie', async () => {
    const { client } = testBed()
    const wrong = await login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'user', password: 'Sandbox-2025!' },
    })
    expect(failure(wrong)).toEqual({
      status: 400,
      body: { errorList: { password: ['errorInvalid'] } },
    })
    expect(failure(await getProfile(client)).status).toBe(401)

    const signed = await signIn(client, 'user')
    expect(signed.response.headers.get('Set-Cookie')).toMatch(
      /^platform_session=[^;]+; Path=\/; HttpOnly/,
    )
    expect(signed.response.headers.get('Set-Cookie')).not.toMatch(/Max-Age/)
    expect(data(await getProfile(client)).mainInfo.login).toBe('user')
  })

  it('gives the same answer for an unknown login and a disabled account', async () => {
    const { client, sandbox } = testBed()
    const disabled = sandbox.state.core.accounts.find((candidate) => !candidate.enabled)
    for (const loginName of ['nobody', disabled?.login ?? 'nobody']) {
      const result = await login(client, {
        params: { path: { idAttribute: 'login' } },
        body: { flow: 'credentials', login: loginName, password: 'Sandbox-2026!' },
      })
      expect(failure(result).body?.errorList).toEqual({ password: ['errorInvalid'] })
    }
  })

  it('keeps the cookie after the browser closes only with remember me', async () => {
    const { client } = testBed()
    const result = await login(client, {
      params: { path: { idAttribute: 'email' } },
      body: {
        flow: 'credentials',
        email: 'admin@sandbox.example.ru',
        password: 'Sandbox-2026!',
        rememberMe: true,
      },
    })
    expect(result.response?.headers.get('Set-Cookie')).toMatch(/Max-Age=\d+/)
  })

  it('records the device of the session from the User-Agent', async () => {
    const { browser } = testBed()
    const chrome = browser({
      'User-Agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'X-Forwarded-For': '203.0.113.9',
    })
    await signIn(chrome, 'master')
    const { sessions } = data(await listSessions(chrome))
    const current = sessions.filter((session) => session.current)
    expect(current).toHaveLength(1)
    expect(current[0]?.devices).toEqual([
      { name: 'Chrome 131, Windows 10', type: 'desktop', ip: '203.0.113.9' },
    ])
    expect(current[0]?.authSystem).toBe('platform')
  })
})

describe('code sign-in', () => {
  it('sends a 4-digit code to the outbox and signs in with it once', async () => {
    const { client, sandbox } = testBed()
    const sent = data(await askCode(client, 'user@sandbox.example.ru'))
    expect(sent.resendIn).toBe(codeSettings(sandbox.state).resend)
    const message = lastMessage(sandbox, 'user@sandbox.example.ru')
    expect(message).toMatchObject({ channel: 'email', subject: 'Код для входа' })
    expect(message.code).toMatch(/^\d{4}$/)
    expect(message.text).toContain(message.code)

    const config = data(
      await getAuthConfig(client, {
        params: { path: { idAttribute: 'email' }, query: { email: 'user@sandbox.example.ru' } },
      }),
    )
    expect(config.resendIn).toBe(codeSettings(sandbox.state).resend)

    expect((await byEmail(client, 'user@sandbox.example.ru', message.code ?? '')).ok).toBe(true)
    expect(data(await getProfile(client)).mainInfo.login).toBe('user')
    const again = await byEmail(client, 'user@sandbox.example.ru', message.code ?? '')
    expect(failure(again).body?.errorList).toEqual({ code: ['errorCode'] })
  })

  it('sends SMS codes to the mobile and does not resend before the delay', async () => {
    const { client, sandbox, advance } = testBed()
    const ask = () =>
      sendLoginCode(client, {
        params: { path: { idAttribute: 'mobile' } },
        body: { flow: 'sms_code', mobile: '+79160000002' },
      })
    data(await ask())
    expect(sandbox.outbox.list()).toHaveLength(1)
    expect(lastMessage(sandbox, '+79160000002').channel).toBe('sms')
    advance(20)
    expect(data(await ask()).resendIn).toBe(codeSettings(sandbox.state).resend - 20)
    expect(sandbox.outbox.list()).toHaveLength(1)
    advance(codeSettings(sandbox.state).resend)
    data(await ask())
    expect(sandbox.outbox.list()).toHaveLength(2)
  })

  it('sends nothing to an unknown address or for a flow the account lacks, with the same answer', async () => {
    const { client, sandbox } = testBed()
    expect(data(await askCode(client, 'nobody@example.ru')).resendIn).toBe(
      codeSettings(sandbox.state).resend,
    )
    const ldap = await askCode(client, 'ldap@sandbox.example.ru')
    expect(data(ldap).resendIn).toBe(codeSettings(sandbox.state).resend)
    expect(sandbox.outbox.list()).toEqual([])
  })

  it('answers expired once the code lifetime has passed', async () => {
    const { client, sandbox, advance } = testBed()
    data(await askCode(client, 'user@sandbox.example.ru'))
    const { code } = lastMessage(sandbox, 'user@sandbox.example.ru')
    advance(codeSettings(sandbox.state).alive + 1)
    const result = await byEmail(client, 'user@sandbox.example.ru', code ?? '')
    expect(failure(result)).toEqual({ status: 400, body: { expired: true } })
  })

  it('counts wrong attempts; at the limit even the right code is refused', async () => {
    const { client, sandbox } = testBed()
    data(await askCode(client, 'user@sandbox.example.ru'))
    const code = lastMessage(sandbox, 'user@sandbox.example.ru').code ?? ''
    const wrong = code === '0000' ? '1111' : '0000'
    const limit = codeSettings(sandbox.state).attempts
    for (let attempt = 1; attempt < limit; attempt += 1) {
      expect(
        failure(await byEmail(client, 'user@sandbox.example.ru', wrong)).body?.errorList,
      ).toEqual({ code: ['errorCode'] })
    }
    expect(
      failure(await byEmail(client, 'user@sandbox.example.ru', wrong)).body?.errorList,
    ).toEqual({ code: ['errorCodeAttempts'] })
    expect(failure(await byEmail(client, 'user@sandbox.example.ru', code)).body?.errorList).toEqual(
      { code: ['errorCodeAttempts'] },
    )
  })

  it('stops sending codes at the daily limit', async () => {
    const { client, sandbox, advance } = testBed()
    const { dailyLimit, resend } = codeSettings(sandbox.state)
    for (let sent = 0; sent < dailyLimit; sent += 1) {
      data(await askCode(client, 'admin@sandbox.example.ru'))
      advance(resend)
    }
    // A 429 that says how long until the day (UTC) is over: 09:30 plus the resend delays.
    const untilMidnight = 86_400 - (9 * 3600 + 30 * 60 + dailyLimit * resend)
    expect((await askCode(client, 'admin@sandbox.example.ru')).error).toMatchObject({
      kind: 'rateLimited',
      status: 429,
      retryAfter: untilMidnight,
    })
    expect(sandbox.outbox.list()).toHaveLength(dailyLimit)
    advance(untilMidnight)
    data(await askCode(client, 'admin@sandbox.example.ru'))
  })
})

describe('agreements at sign-in', () => {
  it('asks for a required agreement not yet accepted, then accepts it', async () => {
    const { client, sandbox } = testBed()
    const person = sandbox.state.core.accounts.find(
      (candidate) =>
        candidate.enabled &&
        candidate.password &&
        missingAgreements(
          sandbox.state,
          profileOf(sandbox.state.profile, candidate.id).terms.map((t) => t.documentId),
        ).length > 0,
    )
    if (!person) throw new Error('the seed has a person without a required agreement')
    const attempt = () =>
      login(client, {
        params: { path: { idAttribute: 'login' } },
        body: {
          flow: 'credentials',
          login: person.login,
          password: person.password,
          termsAgree: answers,
        },
      })
    let answers: { type: string; agree: boolean }[] | undefined
    const refused = failure(await attempt())
    expect(refused.status).toBe(403)
    const required = refused.body?.termsRequired ?? []
    expect(required.length).toBeGreaterThan(0)
    expect(required.every((entry) => entry.loginRequired)).toBe(true)
    expect(failure(await getProfile(client)).status).toBe(401)

    answers = required.map((entry) => ({ type: entry.type, agree: false }))
    expect(failure(await attempt()).body?.errorList).toEqual({ termsAgree: ['errorTerms'] })

    answers = required.map((entry) => ({ type: entry.type, agree: true }))
    expect((await attempt()).ok).toBe(true)
    const terms = data(await getProfile(client)).termsInfo
    expect(
      terms
        .filter((entry) => required.some((req) => req.type === entry.type))
        .every((entry) => entry.agree),
    ).toBe(true)
    answers = undefined
    expect((await attempt()).ok).toBe(true)
  })

  it('the demo accounts have accepted every required agreement', () => {
    const { sandbox } = testBed()
    for (const loginName of ['admin', 'master', 'user', 'limited', 'ldap']) {
      const accepted = profileOf(sandbox.state.profile, account(sandbox, loginName).id).terms
      expect(
        missingAgreements(
          sandbox.state,
          accepted.map((answer) => answer.documentId),
        ),
      ).toEqual([])
    }
  })
})

describe('sign-out', () => {
  it('ends the session and clears the cookie; without a session it also succeeds', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'admin')
    const before = sandbox.state.core.sessions.length
    const result = await logout(client)
    expect(result.response?.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    expect(sandbox.state.core.sessions).toHaveLength(before - 1)
    expect(failure(await getProfile(client)).status).toBe(401)
    expect((await logout(client)).ok).toBe(true)
  })
})
