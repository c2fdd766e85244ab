import { sendRegistrationCode, verifyRegistrationCode } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  data,
  failure,
  firstStep,
  lastMessage,
  registrationMobile as mobile,
  testBed,
} from '../../test/support/visitor'
import { codeSettings } from './visitor/codes'

describe('mobile verification', () => {
  it('sends a code by SMS valid until endTime and verifies it', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const sent = data(await sendRegistrationCode(client, { body: { mobile, secret } }))
    const alive = codeSettings(sandbox.state).mobileAlive
    expect(sent.endTime).toBe(
      new Date(Date.parse('2026-11-21T09:30:00Z') + alive * 1000).toISOString(),
    )
    const code = lastMessage(sandbox, mobile).code ?? ''
    expect(code).toMatch(/^\d{4}$/)
    const wrong = code === '0000' ? '1111' : '0000'
    expect(
      failure(await verifyRegistrationCode(client, { body: { mobile, secret, code: wrong } })).body
        ?.errorList,
    ).toEqual({ code: ['errorCode'] })
    expect((await verifyRegistrationCode(client, { body: { mobile, secret, code } })).ok).toBe(true)
  })

  it('answers 429 with the wait until tomorrow once the day’s codes are used up', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    for (let sent = 0; sent < codeSettings(sandbox.state).dailyLimit; sent += 1) {
      data(await sendRegistrationCode(client, { body: { mobile, secret } }))
    }
    const over = await sendRegistrationCode(client, { body: { mobile, secret } })
    expect(over.error).toMatchObject({
      kind: 'rateLimited',
      status: 429,
      retryAfter: 86_400 - (9 * 3600 + 30 * 60),
    })
  })

  it('refuses a registered or malformed phone', async () => {
    const { client, sandbox } = testBed()
    const secret = await firstStep(client, sandbox)
    const taken = await sendRegistrationCode(client, { body: { mobile: '+79160000001', secret } })
    expect(failure(taken).body?.errorList).toEqual({ mobile: ['errorPhoneExists'] })
    const malformed = await sendRegistrationCode(client, { body: { mobile: '+7916000', secret } })
    expect(failure(malformed).body?.errorList).toEqual({ mobile: ['errorPhone'] })
  })

  it('expires codes and kills them after the attempts', async () => {
    const { client, sandbox, advance } = testBed()
    const secret = await firstStep(client, sandbox)
    data(await sendRegistrationCode(client, { body: { mobile, secret } }))
    const code = lastMessage(sandbox, mobile).code ?? ''
    const wrong = code === '0000' ? '1111' : '0000'
    for (let attempt = 1; attempt < codeSettings(sandbox.state).attempts; attempt += 1) {
      await verifyRegistrationCode(client, { body: { mobile, secret, code: wrong } })
    }
    const last = await verifyRegistrationCode(client, { body: { mobile, secret, code: wrong } })
    expect(failure(last).body?.errorList).toEqual({ code: ['errorCodeAttempts'] })
    expect(
      failure(await verifyRegistrationCode(client, { body: { mobile, secret, code } })).body
        ?.errorList,
    ).toEqual({ code: ['errorCodeAttempts'] })

    data(await sendRegistrationCode(client, { body: { mobile, secret } }))
    advance(codeSettings(sandbox.state).mobileAlive)
    const fresh = lastMessage(sandbox, mobile).code ?? ''
    expect(
      failure(await verifyRegistrationCode(client, { body: { mobile, secret, code: fresh } })).body
        ?.errorList,
    ).toEqual({ code: ['errorCodeExpired'] })
  })
})
