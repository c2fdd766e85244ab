import {
  type AuthSchemeInput,
  createAuthScheme,
  deleteAuthScheme,
  listAuthFlows,
  listAuthSchemes,
  reorderAuthSchemes,
  setAuthSchemeActive,
  updateAuthScheme,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function scheme(sandbox: Sandbox, code: string) {
  const found = sandbox.state.schemes.schemes.find((each) => each.code === code)
  if (!found) throw new Error(`no scheme ${code}`)
  return found
}

function flowId(sandbox: Sandbox, code: string): string {
  return sandbox.state.schemes.flows.find((flow) => flow.code === code)?.id ?? ''
}

function input(
  sandbox: Sandbox,
  code: string,
  extra: Partial<AuthSchemeInput> = {},
): AuthSchemeInput {
  return {
    name: 'Для партнёров',
    code,
    comment: null,
    firstFactor: [{ id: flowId(sandbox, 'credentials'), enabled: true }],
    secondFactor: [{ id: flowId(sandbox, 'email_code'), enabled: true }],
    ...extra,
  }
}

describe('authentication schemes', () => {
  it('lists by priority, with one base scheme, one with users and the flows they use', async () => {
    const { client } = await signedIn()
    const { schemas } = data(await listAuthSchemes(client))
    expect(schemas.map((each) => each.priority)).toEqual([1, 2, 3, 4])
    expect(schemas.filter((each) => each.base)).toHaveLength(1)
    expect(schemas.some((each) => !each.base && each.usersCount > 0)).toBe(true)
    const { flows } = data(await listAuthFlows(client))
    expect(flows.map((flow) => [flow.code, flow.used, flow.base])).toEqual([
      ['credentials', true, true],
      ['email_code', true, true],
      ['sms_code', true, false],
    ])
  })

  it('refuses to switch off the base scheme, a scheme with users, or when fewer than 2 exist', async () => {
    const { client, sandbox } = await signedIn()
    const off = (id: string) =>
      setAuthSchemeActive(client, { params: { path: { id } }, body: { active: false } })
    expect(failure(await off(scheme(sandbox, 'standard').id))).toMatchObject({
      status: 409,
      body: { reason: 'baseScheme' },
    })
    expect(failure(await off(scheme(sandbox, 'strong').id))).toMatchObject({
      status: 409,
      body: { reason: 'hasUsers' },
    })
    const contractors = scheme(sandbox, 'contractors')
    data(await off(contractors.id))
    expect(contractors.active).toBe(false)
    expect(sandbox.state.history.rows[0]).toMatchObject({
      type: 'disable',
      entityId: contractors.id,
    })
    data(
      await setAuthSchemeActive(client, {
        params: { path: { id: contractors.id } },
        body: { active: true },
      }),
    )
    expect(contractors.active).toBe(true)
    sandbox.state.schemes.schemes = [{ ...contractors, base: false }]
    expect(failure(await off(contractors.id))).toMatchObject({
      status: 409,
      body: { reason: 'tooFewSchemes' },
    })
  })

  it('deletes under the same rules; the last 2 schemes stay', async () => {
    const { client, sandbox } = await signedIn()
    const remove = (id: string) => deleteAuthScheme(client, { params: { path: { id } } })
    expect(failure(await remove(scheme(sandbox, 'standard').id)).body?.reason).toBe('baseScheme')
    expect(failure(await remove(scheme(sandbox, 'strong').id)).body?.reason).toBe('hasUsers')
    data(await remove(scheme(sandbox, 'passwordless').id))
    expect(sandbox.state.schemes.schemes.map((each) => each.priority).sort()).toEqual([1, 2, 3])
    const strong = scheme(sandbox, 'strong')
    strong.usersCount = 0
    data(await remove(strong.id))
    expect(failure(await remove(scheme(sandbox, 'contractors').id)).body?.reason).toBe(
      'tooFewSchemes',
    )
    expect(failure(await remove(strong.id)).status).toBe(404)
  }, 10_000)

  it('creates an active scheme last; making it base takes the flag', async () => {
    const { client, sandbox } = await signedIn()
    const { id } = data(
      await createAuthScheme(client, { body: input(sandbox, 'partners', { base: true }) }),
    )
    const created = sandbox.state.schemes.schemes.find((each) => each.id === id)
    expect(created).toMatchObject({ priority: 5, active: true, base: true, usersCount: 0 })
    expect(scheme(sandbox, 'standard').base).toBe(false)
  })

  it('checks the modal: name, code, an enabled first factor, known active flows, unique code', async () => {
    const { client, sandbox } = await signedIn()
    const sms = flowId(sandbox, 'sms_code')
    const wrong = failure(
      await createAuthScheme(client, {
        body: input(sandbox, 'bad code', {
          name: '',
          firstFactor: [{ id: sms, enabled: false }],
          secondFactor: [{ id: '00000000-0000-4000-8000-000000000000', enabled: true }],
        }),
      }),
    )
    expect(wrong).toEqual({
      status: 400,
      body: {
        errorList: {
          name: ['errorEmpty'],
          code: ['errorMask'],
          'secondFactor.0.id': ['errorInvalid'],
          firstFactor: ['errorEmpty'],
        },
      },
    })
    const taken = failure(await createAuthScheme(client, { body: input(sandbox, 'STRONG') }))
    expect(taken).toEqual({ status: 409, body: { errorList: { code: ['errorUnique'] } } })
    const flow = sandbox.state.schemes.flows.find((each) => each.code === 'sms_code')
    if (flow) flow.active = false
    const inactive = failure(
      await createAuthScheme(client, {
        body: input(sandbox, 'smsOnly', { firstFactor: [{ id: sms, enabled: true }] }),
      }),
    )
    expect(inactive.body?.errorList).toEqual({ 'firstFactor.0.id': ['errorInvalid'] })
  })

  it('keeps the base flag on update until another scheme takes it, and never on an inactive one', async () => {
    const { client, sandbox } = await signedIn()
    const standard = scheme(sandbox, 'standard')
    const unset = failure(
      await updateAuthScheme(client, {
        params: { path: { id: standard.id } },
        body: { ...standard, base: false },
      }),
    )
    expect(unset.body?.errorList).toEqual({ base: ['errorInvalid'] })
    const passwordless = scheme(sandbox, 'passwordless')
    const inactive = failure(
      await updateAuthScheme(client, {
        params: { path: { id: passwordless.id } },
        body: { ...passwordless, base: true },
      }),
    )
    expect(inactive.body?.errorList).toEqual({ base: ['errorInvalid'] })
    const strong = scheme(sandbox, 'strong')
    const body = { ...input(sandbox, 'strong'), name: 'Усиленная для всех', base: true }
    data(await updateAuthScheme(client, { params: { path: { id: strong.id } }, body }))
    expect(strong).toMatchObject({ name: 'Усиленная для всех', base: true })
    expect(standard.base).toBe(false)
  })

  it('saves priorities only when the order changes, and only a complete order', async () => {
    const { client, sandbox } = await signedIn()
    const current = () =>
      [...sandbox.state.schemes.schemes]
        .sort((a, b) => a.priority - b.priority)
        .map(({ id, priority }) => ({ id, priority }))
    const history = sandbox.state.history.rows.length
    data(await reorderAuthSchemes(client, { body: current() }))
    expect(sandbox.state.history.rows.length).toBe(history)
    const [a, b, c, d] = current()
    if (!a || !b || !c || !d) throw new Error('seed')
    const incomplete = failure(await reorderAuthSchemes(client, { body: [a, b, c] }))
    expect(incomplete.body?.errorList).toEqual({ priority: ['errorInvalid'] })
    const twice = failure(
      await reorderAuthSchemes(client, { body: [a, b, c, { ...d, priority: 3 }] }),
    )
    expect(twice.status).toBe(400)
    const unknown = { id: '00000000-0000-4000-8000-000000000000', priority: 4 }
    expect(failure(await reorderAuthSchemes(client, { body: [a, b, c, unknown] })).status).toBe(404)
    data(
      await reorderAuthSchemes(client, {
        body: [
          { ...d, priority: 1 },
          { ...a, priority: 2 },
          { ...b, priority: 3 },
          { ...c, priority: 4 },
        ],
      }),
    )
    expect(current().map((row) => row.id)).toEqual([d.id, a.id, b.id, c.id])
    expect(sandbox.state.history.rows[0]?.type).toBe('reorder')
  })
})
