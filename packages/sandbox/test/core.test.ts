import {
  createPlatformClient,
  getProfile,
  getProjectInfo,
  listDomains,
  login,
  sendLoginCode,
} from '@platform/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { createSandbox, demoPassword } from '../src'
import { matchRoute, parseQuery } from '../src/http/router'
import { type RunningSandbox, startSandboxServer } from '../src/node'

const base = 'http://sandbox.test/api/v1'

function clientOf(sandbox = createSandbox()) {
  return { sandbox, client: createPlatformClient({ baseUrl: base, fetch: sandbox.fetch }) }
}

async function signIn(client: ReturnType<typeof clientOf>['client'], name = 'admin') {
  const result = await login(client, {
    params: { path: { idAttribute: 'login' } },
    body: { flow: 'credentials', login: name, password: demoPassword },
  })
  expect(result.error).toBeUndefined()
}

describe('routing', () => {
  it.each([
    ['GET', '/platform/setting/dynamic-fields/types', 'listDynamicFieldTypes'],
    ['GET', '/platform/setting/dynamic-fields/users/tabs', 'listDynamicFieldTabs'],
    ['GET', '/platform/setting/dynamic-fields/tabs/users_main', 'getDynamicFieldTab'],
    [
      'PUT',
      '/platform/setting/dynamic-fields/tabs/users_main/order',
      'reorderDynamicFieldSubtypes',
    ],
    ['DELETE', '/platform/setting/providers/mappers/7', 'deleteMapper'],
    ['PUT', '/platform/setting/providers/7/enabled', 'setProviderEnabled'],
    ['GET', '/platform/setting/applications/sessions', 'listApplicationSessions'],
    ['PUT', '/platform/setting/applications/7', 'updateApplication'],
  ])('%s %s is %s: a concrete segment wins over a template', (method, path, operationId) => {
    expect(matchRoute(method, path)).toMatchObject({ operationId })
  })

  it('reads path parameters and tells a wrong method from a missing path', () => {
    expect(matchRoute('GET', '/platform/setting/domains/d%2D1')).toEqual({
      operationId: 'getDomain',
      params: { id: 'd-1' },
    })
    expect(matchRoute('PATCH', '/platform/setting/domains/d-1')).toBe('methodNotAllowed')
    expect(matchRoute('GET', '/platform/nothing')).toBeUndefined()
  })

  it('types query parameters as the contract does', () => {
    const query = parseQuery(
      'listMonitoring',
      new URLSearchParams('page=2&limit=50&applications=hr&applications=crm&key=КЭ-1'),
    )
    expect(query).toEqual({ page: 2, limit: 50, applications: ['hr', 'crm'], key: 'КЭ-1' })
    expect(parseQuery('listDomains', new URLSearchParams('enabled=false'))).toEqual({
      enabled: false,
    })
  })
})

describe('sessions', () => {
  it('answers public calls without a session and 401 for protected ones', async () => {
    const { client } = clientOf()
    expect((await getProjectInfo(client)).ok).toBe(true)
    expect((await getProfile(client)).error).toMatchObject({ kind: 'unauthenticated', status: 401 })
  })

  it('keeps the cookie a login sets, and refuses a wrong password', async () => {
    const { client } = clientOf()
    const wrong = await login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'admin', password: 'wrong' },
    })
    expect(wrong.error?.kind).toBe('validation')
    await signIn(client)
    const profile = await getProfile(client)
    expect(profile.data?.mainInfo.login).toBe('admin')
  })

  it('forgets everything on reset', async () => {
    const { sandbox, client } = clientOf()
    await signIn(client)
    sandbox.outbox.send({ channel: 'sms', to: '+79160000001', text: 'Код 1234', code: '1234' })
    sandbox.reset()
    expect(sandbox.outbox.list()).toEqual([])
    expect((await getProfile(client)).error?.kind).toBe('unauthenticated')
  })
})

describe('faults on demand', () => {
  it('fails the next call without an answer, then answers again', async () => {
    const { sandbox, client } = clientOf()
    sandbox.faults.add({ type: 'network' })
    expect((await getProjectInfo(client)).error?.kind).toBe('network')
    expect((await getProjectInfo(client)).ok).toBe(true)
  })

  it('answers 500 and a malformed body for as many calls as asked, on matching paths only', async () => {
    const { sandbox, client } = clientOf()
    await signIn(client)
    sandbox.faults.add({ type: 'server', times: 2, path: '/setting/domains' })
    expect((await getProjectInfo(client)).ok).toBe(true)
    expect((await listDomains(client)).error?.kind).toBe('server')
    expect((await listDomains(client)).error?.kind).toBe('server')
    expect((await listDomains(client)).ok).toBe(true)
    sandbox.faults.add({ type: 'malformed' })
    expect((await listDomains(client)).error?.kind).toBe('unexpected')
  })

  it('can be meant for one caller only, named by a header', async () => {
    const sandbox = createSandbox()
    const info = 'http://sandbox.test/api/v1/platform/ui/project/info'
    const as = (client?: string) =>
      sandbox.fetch(info, client ? { headers: { 'X-Sandbox-Client': client } } : undefined)
    sandbox.faults.add({ type: 'server', times: 2, client: 'tab-1' })
    sandbox.faults.add({ type: 'malformed', client: 'tab-2' })
    expect((await as()).status).toBe(200)
    expect((await as('tab-3')).status).toBe(200)
    expect((await as('tab-1')).status).toBe(500)

    const cleared = await sandbox.fetch('http://sandbox.test/__sandbox/faults?client=tab-1', {
      method: 'DELETE',
    })
    expect(cleared.status).toBe(204)
    expect((await as('tab-1')).status).toBe(200)
    expect(sandbox.faults.list()).toEqual([{ type: 'malformed', client: 'tab-2', times: 1 }])
  })

  it('can be meant for one method only', async () => {
    const { sandbox, client } = clientOf()
    await signIn(client)
    sandbox.faults.add({ type: 'server', method: 'post', path: '/setting/domains' })
    expect((await listDomains(client)).ok).toBe(true)
    const created = await sandbox.fetch('http://sandbox.test/api/v1/platform/setting/domains', {
      method: 'POST',
      body: '{}',
    })
    expect(created.status).toBe(500)
    expect(sandbox.faults.list()).toEqual([])
  })

  it('are set and listed over HTTP too', async () => {
    const { sandbox } = clientOf()
    const response = await sandbox.fetch(`${base.replace('/api/v1', '')}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ type: 'slow', delayMs: 10, times: 3 }),
    })
    expect(response.status).toBe(204)
    expect(sandbox.faults.list()).toEqual([{ type: 'slow', delayMs: 10, times: 3 }])
  })
})

describe('the clock', () => {
  it('moves forward on demand, so a resend delay runs out without waiting', async () => {
    const fixed = new Date('2026-11-21T10:00:00Z')
    const sandbox = createSandbox({ now: () => fixed })
    const { client } = clientOf(sandbox)
    const send = () =>
      sendLoginCode(client, {
        params: { path: { idAttribute: 'login' } },
        body: { flow: 'sms_code', login: 'admin' },
      })
    const sms = () => sandbox.outbox.list().filter((message) => message.channel === 'sms')
    expect((await send()).data?.resendIn).toBe(60)
    expect(sms()).toHaveLength(1)
    // Too early: the answer is the wait, and nothing is sent.
    expect((await send()).data?.resendIn).toBe(60)
    expect(sms()).toHaveLength(1)

    const answer = await sandbox.fetch('http://sandbox.test/__sandbox/clock', {
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: 61 }),
    })
    expect(await answer.json()).toEqual({ now: '2026-11-21T10:01:01.000Z', offsetSeconds: 61 })
    expect((await send()).data?.resendIn).toBe(60)
    expect(sms()).toHaveLength(2)

    sandbox.reset()
    const after = await sandbox.fetch('http://sandbox.test/__sandbox/clock')
    expect(await after.json()).toEqual({ now: fixed.toISOString(), offsetSeconds: 0 })
  })

  it('refuses to go back, or to move by something that is not a finite number', async () => {
    const sandbox = createSandbox()
    const bodies = [
      '{"advanceSeconds": -5}',
      '{"advanceSeconds": "60"}',
      '{"advanceSeconds": 1e400}',
    ]
    for (const body of [...bodies, 'not json']) {
      const answer = await sandbox.fetch('http://sandbox.test/__sandbox/clock', {
        method: 'POST',
        body,
      })
      expect(answer.status).toBe(422)
    }
  })
})

describe('the Node server', () => {
  let running: RunningSandbox | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  it('serves the API with real cookies, and the outbox newest first', async () => {
    running = await startSandboxServer({ port: 0 })
    const cookies: string[] = []
    const client = createPlatformClient({
      baseUrl: `${running.url}/api/v1`,
      fetch: async (request) => {
        if (cookies.length) request.headers.set('cookie', cookies.join('; '))
        const response = await fetch(request)
        for (const cookie of response.headers.getSetCookie())
          cookies.push(cookie.split(';')[0] ?? '')
        return response
      },
    })
    await signIn(client)
    expect((await getProfile(client)).data?.mainInfo.login).toBe('admin')
    running.sandbox.outbox.send({ channel: 'email', to: 'a@b.ru', text: 'first' })
    running.sandbox.outbox.send({ channel: 'sms', to: '+79160000001', text: 'second' })
    const outbox = (await (await fetch(`${running.url}/__sandbox/outbox`)).json()) as {
      text: string
    }[]
    expect(outbox.map((message) => message.text)).toEqual(['second', 'first'])
  })

  it('drops the connection for a network fault', async () => {
    running = await startSandboxServer({ port: 0 })
    running.sandbox.faults.add({ type: 'network' })
    await expect(fetch(`${running.url}/api/v1/platform/ui/project/info`)).rejects.toThrow()
    expect((await fetch(`${running.url}/api/v1/platform/ui/project/info`)).status).toBe(200)
  })
})
