import {
  getEntryPasswordLinkStatus,
  getPasswordLinkStatus,
  getProfile,
  login,
  requestPasswordLink,
  setEntryPassword,
  setNewPassword,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  account,
  data,
  failure,
  lastMessage,
  linkId,
  signIn,
  testBed,
} from '../../test/support/visitor'
import { durationSeconds } from '../state/settings'

const fresh = { password: 'Nordwind-2027?', repeatPassword: 'Nordwind-2027?' }

describe('forgot password', () => {
  it('mails a new-password link to a known address', async () => {
    const { client, sandbox } = testBed()
    expect(
      (await requestPasswordLink(client, { body: { email: 'User@Sandbox.example.ru' } })).ok,
    ).toBe(true)
    const message = lastMessage(sandbox, 'User@Sandbox.example.ru')
    expect(message.link).toMatch(/^\/platform\/password\/[0-9a-f-]{36}$/)
    const status = data(
      await getPasswordLinkStatus(client, { params: { path: { id: linkId(message) } } }),
    )
    const alive = durationSeconds(sandbox.state.settings, 'refreshAlive', 0)
    expect(status).toEqual({
      status: 'active',
      email: 'User@Sandbox.example.ru',
      expiresAt: new Date(Date.parse('2026-11-21T09:30:00Z') + alive * 1000).toISOString(),
    })
  })

  it('answers an unknown address the same way without mail, a directory account with 405', async () => {
    const { client, sandbox } = testBed()
    expect((await requestPasswordLink(client, { body: { email: 'nobody@example.ru' } })).ok).toBe(
      true,
    )
    expect(sandbox.outbox.list()).toEqual([])
    expect(
      failure(await requestPasswordLink(client, { body: { email: 'ldap@sandbox.example.ru' } }))
        .status,
    ).toBe(405)
    expect(
      failure(await requestPasswordLink(client, { body: { email: 'ldap@' } })).body?.errorList,
    ).toEqual({ email: ['errorEmail'] })
  })

  it('cancels the earlier link when a new one is requested', async () => {
    const { client, sandbox } = testBed()
    data(await requestPasswordLink(client, { body: { email: 'user@sandbox.example.ru' } }))
    const first = linkId(lastMessage(sandbox, 'user@sandbox.example.ru'))
    data(await requestPasswordLink(client, { body: { email: 'user@sandbox.example.ru' } }))
    expect(
      failure(await getPasswordLinkStatus(client, { params: { path: { id: first } } })),
    ).toEqual({
      status: 403,
      body: { canceledError: true, linkStatus: 'canceled' },
    })
  })
})

describe('new password', () => {
  it('sets a password that meets the policy and uses the link up', async () => {
    const { client, sandbox } = testBed()
    data(await requestPasswordLink(client, { body: { email: 'user@sandbox.example.ru' } }))
    const id = linkId(lastMessage(sandbox, 'user@sandbox.example.ru'))
    const weak = await setNewPassword(client, {
      params: { path: { id } },
      body: { password: 'nordwind', repeatPassword: 'nordwind1' },
    })
    expect(failure(weak).body?.errorList).toEqual({
      password: ['errorPassword'],
      repeatPassword: ['errorMatch'],
    })
    expect((await setNewPassword(client, { params: { path: { id } }, body: fresh })).ok).toBe(true)
    expect(account(sandbox, 'user').password).toBe(fresh.password)
    const old = await login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'user', password: 'Sandbox-2026!' },
    })
    expect(failure(old).status).toBe(400)
    await signIn(client, 'user', fresh.password)
    expect(
      failure(await setNewPassword(client, { params: { path: { id } }, body: fresh })),
    ).toEqual({
      status: 400,
      body: { linkStatus: 'used' },
    })
  })

  it('expires with the refreshAlive setting, and conflicts with another signed-in account', async () => {
    const { client, sandbox, advance, browser } = testBed()
    data(await requestPasswordLink(client, { body: { email: 'user@sandbox.example.ru' } }))
    const id = linkId(lastMessage(sandbox, 'user@sandbox.example.ru'))
    const admin = browser()
    await signIn(admin, 'admin')
    expect(failure(await getPasswordLinkStatus(admin, { params: { path: { id } } }))).toEqual({
      status: 409,
      body: { linkStatus: 'sessionConflict' },
    })
    const owner = browser()
    await signIn(owner, 'user')
    expect((await getPasswordLinkStatus(owner, { params: { path: { id } } })).ok).toBe(true)
    advance(durationSeconds(sandbox.state.settings, 'refreshAlive', 0))
    expect(
      failure(await setNewPassword(client, { params: { path: { id } }, body: fresh })),
    ).toEqual({
      status: 403,
      body: { expired: true, linkStatus: 'expired' },
    })
  })

  it('answers 404 for an unknown link', async () => {
    const { client } = testBed()
    expect(
      failure(await getPasswordLinkStatus(client, { params: { path: { id: 'unknown-link-123' } } }))
        .status,
    ).toBe(404)
  })
})

describe('first-entry password', () => {
  const entryLinks = (sandbox: ReturnType<typeof testBed>['sandbox']) => {
    const links = sandbox.state.core.links.filter((link) => link.kind === 'entryPassword')
    const now = Date.parse('2026-11-21T09:30:00Z')
    const active = links.find((link) => Date.parse(link.expiresAt) > now)
    const expired = links.find((link) => Date.parse(link.expiresAt) <= now)
    if (!active || !expired)
      throw new Error('the seed has an active and an expired first-entry link')
    return { active, expired }
  }

  it('the seed has an active and an expired link of accounts without a password', async () => {
    const { client, sandbox } = testBed()
    const { active, expired } = entryLinks(sandbox)
    const status = data(
      await getEntryPasswordLinkStatus(client, { params: { path: { id: active.id } } }),
    )
    expect(status).toEqual({ status: 'active', email: active.email, expiresAt: active.expiresAt })
    expect(
      failure(await getEntryPasswordLinkStatus(client, { params: { path: { id: expired.id } } }))
        .body,
    ).toEqual({
      expired: true,
      linkStatus: 'expired',
    })
    const owner = sandbox.state.core.accounts.find((candidate) => candidate.id === active.accountId)
    expect(owner?.password).toBe('')
    expect(
      failure(await getPasswordLinkStatus(client, { params: { path: { id: active.id } } })).status,
    ).toBe(404)
  })

  it('sets the first password, after the agreements the domain requires', async () => {
    const { client, sandbox } = testBed()
    const { active } = entryLinks(sandbox)
    const optional = sandbox.state.domains.items
      .find((domain) => domain.base)
      ?.agreements.find((entry) => !entry.loginRequired)
    if (!optional) throw new Error('the base domain has an optional agreement')
    optional.loginRequired = true
    const owner = sandbox.state.core.accounts.find((candidate) => candidate.id === active.accountId)
    const record = sandbox.state.profile.records[owner?.id ?? '']
    if (record)
      record.terms = record.terms.filter((answer) => answer.documentId !== optional.agreementId)
    const path = { params: { path: { id: active.id } } }
    const status = failure(await getEntryPasswordLinkStatus(client, path))
    expect(status.status).toBe(403)
    const [term] = status.body?.termsRequired ?? []
    expect(failure(await setEntryPassword(client, { ...path, body: fresh })).status).toBe(403)
    const declined = await setEntryPassword(client, {
      ...path,
      body: { ...fresh, termsAgree: [{ type: term?.type ?? '', agree: false }] },
    })
    expect(failure(declined).body?.errorList).toEqual({ termsAgree: ['errorTerms'] })
    expect(
      (
        await setEntryPassword(client, {
          ...path,
          body: { ...fresh, termsAgree: [{ type: term?.type ?? '', agree: true }] },
        })
      ).ok,
    ).toBe(true)
    await signIn(client, owner?.login ?? '', fresh.password)
    expect(data(await getProfile(client)).availableActions).toEqual({
      updatePassword: true,
      setPassword: false,
    })
  })
})
