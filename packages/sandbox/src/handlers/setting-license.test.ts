import {
  checkLicense,
  deleteLicense,
  getLicense,
  getLicenseSessions,
  listHistory,
  saveLicense,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn, signIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function issued(sandbox: Sandbox, index: number) {
  const license = sandbox.state.license.issued[index]
  if (!license) throw new Error(`no issued license ${index}`)
  return license
}

describe('license', () => {
  it('shows the installed license: standard, support active, with its company', async () => {
    const { client, sandbox } = await signedIn()
    const license = data(await getLicense(client))
    expect(license.form).toEqual({ key: issued(sandbox, 0).key, domain: issued(sandbox, 0).domain })
    expect(license.info).toMatchObject({
      company: 'АО «Цифровые решения»',
      activeUsers: 5000,
      state: 'standard',
      supportState: 'active',
    })
    expect(license.form.domain).toMatch(/^https:\/\//)
  })

  it('checks keys without saving: support not started, expired license limited', async () => {
    const { client, sandbox } = await signedIn()
    const later = issued(sandbox, 1)
    const notStarted = data(
      await checkLicense(client, { body: { key: later.key, domain: later.domain } }),
    )
    expect(notStarted).toMatchObject({
      state: 'standard',
      supportState: 'notStarted',
      activeUsers: 10_000,
    })
    const old = issued(sandbox, 2)
    const expired = data(
      await checkLicense(client, { body: { key: old.key, domain: `${old.domain}/` } }),
    )
    expect(expired).toMatchObject({ state: 'limited', supportState: 'expired' })
    expect(data(await getLicense(client)).form.key).toBe(issued(sandbox, 0).key)
  })

  it('validates the form: required, well-formed domain, a key issued for that domain', async () => {
    const { client, sandbox } = await signedIn()
    const empty = await saveLicense(client, { body: { key: '', domain: '' } })
    expect(failure(empty).body?.errorList).toEqual({ key: ['errorEmpty'], domain: ['errorEmpty'] })
    const key = issued(sandbox, 0).key
    const malformed = await checkLicense(client, { body: { key, domain: 'id.example.ru' } })
    expect(failure(malformed).body?.errorList).toEqual({ domain: ['errorUrl'] })
    const unknown = await saveLicense(client, {
      body: { key: 'PLT-0000-0000-0000-0000', domain: issued(sandbox, 0).domain },
    })
    expect(failure(unknown).body?.errorList).toEqual({ key: ['errorInvalid'] })
    const otherDomain = issued(sandbox, 4)
    const wrongDomain = await saveLicense(client, {
      body: { key: otherDomain.key, domain: issued(sandbox, 0).domain },
    })
    expect(failure(wrongDomain).body?.errorList).toEqual({ key: ['errorInvalid'] })
  })

  it('saves a new key and deletes the license, with history rows', async () => {
    const { client, sandbox } = await signedIn()
    const expired = issued(sandbox, 2)
    data(await saveLicense(client, { body: { key: expired.key, domain: expired.domain } }))
    const saved = data(await getLicense(client))
    expect(saved.form.key).toBe(expired.key)
    expect(saved.info?.state).toBe('limited')
    data(await deleteLicense(client))
    expect(data(await getLicense(client))).toEqual({
      form: { key: null, domain: null },
      info: null,
    })
    data(await deleteLicense(client))
    const { history } = data(
      await listHistory(client, { params: { query: { entity: 'license', limit: 2 } } }),
    )
    expect(history.map((row) => row.type)).toEqual(['delete', 'update'])
    expect(history[1]?.changes).toContainEqual({
      param: 'key',
      before: issued(sandbox, 0).key,
      after: expired.key,
    })
  })

  it('counts the people active over the last 15 minutes', async () => {
    const { client, sandbox, clock } = await signedIn()
    clock.advance(16 * 60_000)
    // Seeded sessions are older now; the admin's own call keeps one active.
    expect(data(await getLicenseSessions(client)).count).toBe(1)
    await signIn(sandbox, 'master')
    await signIn(sandbox, 'user')
    expect(data(await getLicenseSessions(client)).count).toBe(3)
    clock.advance(16 * 60_000)
    expect(data(await getLicenseSessions(client)).count).toBe(1)
  })

  it('refuses anyone but an administrator', async () => {
    const { client } = await signedIn('master')
    expect(failure(await getLicense(client)).status).toBe(403)
    expect(failure(await deleteLicense(client)).status).toBe(403)
  })
})
