import {
  deleteProfile,
  getProfile,
  login,
  sendLoginCode,
  updateProfilePassword,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, signIn, testBed } from '../../../test/support/visitor'

describe('password and deletion', () => {
  it('changes the password: actual, policy and repeat are checked', async () => {
    const { client } = testBed()
    await signIn(client, 'master')
    const wrong = await updateProfilePassword(client, {
      body: { actual: 'nope', password: 'weak', rePassword: 'weaker' },
    })
    expect(failure(wrong).body?.errorList).toEqual({
      actual: ['errorPasswordActual'],
      password: ['errorPassword'],
      rePassword: ['errorMatch'],
    })
    expect(
      (
        await updateProfilePassword(client, {
          body: {
            actual: 'Sandbox-2026!',
            password: 'Nordwind-2027?',
            rePassword: 'Nordwind-2027?',
          },
        })
      ).ok,
    ).toBe(true)
    await signIn(client, 'master', 'Nordwind-2027?')
  })

  it('sets a first password without the actual one', async () => {
    const { client, sandbox } = testBed()
    const person = sandbox.state.core.accounts.find(
      (candidate) => candidate.enabled && candidate.password === '',
    )
    if (!person?.email) throw new Error('the seed has an account without a password')
    await sendLoginCode(client, {
      params: { path: { idAttribute: 'email' } },
      body: { flow: 'email_code', email: person.email },
    })
    const code = sandbox.outbox.list()[0]?.code ?? ''
    await login(client, {
      params: { path: { idAttribute: 'email' } },
      body: { flow: 'email_code', email: person.email, code },
    })
    expect(data(await getProfile(client)).availableActions).toEqual({
      updatePassword: false,
      setPassword: true,
    })
    expect(
      (
        await updateProfilePassword(client, {
          body: { password: 'Nordwind-2027?', rePassword: 'Nordwind-2027?' },
        })
      ).ok,
    ).toBe(true)
    expect(data(await getProfile(client)).availableActions).toEqual({
      updatePassword: true,
      setPassword: false,
    })
  })

  it('a directory account cannot change its password or delete itself', async () => {
    const { client } = testBed()
    await signIn(client, 'ldap')
    expect(data(await getProfile(client)).availableActions).toEqual({
      updatePassword: false,
      setPassword: false,
    })
    expect(
      failure(
        await updateProfilePassword(client, {
          body: {
            actual: 'Sandbox-2026!',
            password: 'Nordwind-2027?',
            rePassword: 'Nordwind-2027?',
          },
        }),
      ).status,
    ).toBe(405)
    expect(failure(await deleteProfile(client)).status).toBe(405)
  })

  it('deletes the account and its sessions', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'master')
    const master = account(sandbox, 'master')
    expect((await deleteProfile(client)).ok).toBe(true)
    expect(sandbox.state.core.accounts.some((candidate) => candidate.id === master.id)).toBe(false)
    expect(sandbox.state.core.sessions.some((session) => session.accountId === master.id)).toBe(
      false,
    )
    expect(failure(await getProfile(client)).status).toBe(401)
    const again = await login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'master', password: 'Sandbox-2026!' },
    })
    expect(failure(again).status).toBe(400)
  })
})
