import {
  type ApplicationInput,
  createApplication,
  createPlatformClient,
  deleteApplication,
  getApplication,
  getClientSecret,
  listApplications,
  regenerateClientSecret,
  reorderApplications,
  updateApplication,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import { createSandbox } from '../sandbox'

const draft: ApplicationInput = {
  type: 'draft',
  code: 'reports',
  name: 'Отчётность',
  domains: [],
  methods: [],
  clients: [],
}

describe('applications: list, access and defaults', () => {
  it('lists every type in drag order with totals and filters', async () => {
    const { client } = await signedIn()
    const all = data(await listApplications(client, { params: { query: { limit: 1000 } } }))
    expect(all.meta.total).toBe(all.applications.length)
    expect(all.applications.map((each) => each.order)).toEqual(
      all.applications.map((_, index) => index),
    )
    expect(new Set(all.applications.map((each) => each.type))).toEqual(
      new Set(['external', 'internal', 'virtual', 'link', 'draft']),
    )
    const links = data(await listApplications(client, { params: { query: { type: ['link'] } } }))
    expect(links.applications.every((each) => each.type === 'link')).toBe(true)
    const found = data(await listApplications(client, { params: { query: { search: 'кадров' } } }))
    expect(found.applications.map((each) => each.code)).toEqual(['hr'])
    const paged = data(await listApplications(client, { params: { query: { limit: 2, page: 2 } } }))
    expect(paged.applications).toHaveLength(2)
    expect(paged.meta).toMatchObject({ page: 2, limit: 2, total: all.meta.total })
  })

  it('answers 401 without a session and 403 to a non-administrator', async () => {
    const sandbox = createSandbox()
    const anonymous = createPlatformClient({
      baseUrl: 'http://sandbox.test/api/v1',
      fetch: sandbox.fetch,
    })
    expect(failure(await listApplications(anonymous)).status).toBe(401)
    const { client } = await signedIn('user')
    expect(failure(await listApplications(client)).status).toBe(403)
  })

  it('creates with the defaults: last, menu on, profile off, a generated secret', async () => {
    const { client, sandbox } = await signedIn()
    const before = sandbox.state.applications.items.length
    const { id } = data(
      await createApplication(client, {
        body: {
          type: 'internal',
          code: 'reportsHub',
          name: 'Отчёты',
          url: 'https://reports.example.ru',
          domains: [],
          methods: [],
          clients: [{ clientId: 'reports-web', enabled: true, methods: [] }],
        },
      }),
    )
    const created = data(await getApplication(client, { params: { path: { id } } }))
    expect(created).toMatchObject({
      order: before,
      menuVisible: true,
      profileVisible: false,
      immutable: false,
      actionsAccess: 0,
    })
    expect(created.clients[0]).toEqual({ clientId: 'reports-web', enabled: true, methods: [] })
    const { secret } = data(
      await getClientSecret(client, { params: { path: { clientId: 'reports-web' } } }),
    )
    expect(secret).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    expect(sandbox.state.history.rows[0]).toMatchObject({
      type: 'create',
      entity: 'applications',
      entityId: id,
    })
  })

  it('gives a draft the base domain and keeps it out of the menu', async () => {
    const { client, sandbox } = await signedIn()
    const { id } = data(await createApplication(client, { body: { ...draft, menuVisible: true } }))
    const created = data(await getApplication(client, { params: { path: { id } } }))
    const base = sandbox.state.domains.items.find((domain) => domain.base)
    expect(created.domains).toEqual([base?.id])
    expect(created.menuVisible).toBe(false)
  })
})

describe('applications: validation', () => {
  it('marks invalid fields with dotted keys', async () => {
    const { client } = await signedIn()
    const result = failure(
      await createApplication(client, {
        body: {
          type: 'internal',
          code: 'отчёты',
          name: ' ',
          url: 'reports.example.ru',
          ip: '10.0.0.300',
          domains: [],
          methods: ['00000000-0000-4000-8000-000000000000'],
          clients: [{ clientId: 'bad id', enabled: true, methods: [] }],
        },
      }),
    )
    expect(result.status).toBe(400)
    expect(result.body?.errorList).toEqual({
      code: ['errorLatin'],
      name: ['errorEmpty'],
      url: ['errorUrl'],
      ip: ['errorIp'],
      'methods.0': ['errorInvalid'],
      'clients.0.clientId': ['errorMask'],
    })
    const noCode = failure(await createApplication(client, { body: { ...draft, code: undefined } }))
    expect(noCode.body?.errorList).toEqual({ code: ['errorEmpty'] })
    const orphan = failure(await createApplication(client, { body: { ...draft, type: 'virtual' } }))
    expect(orphan.body?.errorList).toEqual({ parentId: ['errorEmpty'] })
  })

  it('refuses a service address a person must never be sent to', async () => {
    const { client } = await signedIn()
    for (const url of [
      'javascript:alert(document.domain)',
      'data:text/html,<script>alert(1)</script>',
      'https://hr.example.ru@evil.example/',
      'https://hr.example.ru\t/',
      '//evil.example/',
    ]) {
      const result = failure(await createApplication(client, { body: { ...draft, url } }))
      expect(result.body?.errorList, url).toEqual({ url: ['errorUrl'] })
    }
  })

  it('answers 409 for a code or client id another application uses', async () => {
    const { client } = await signedIn()
    const code = failure(await createApplication(client, { body: { ...draft, code: 'HR' } }))
    expect(code).toEqual({ status: 409, body: { errorList: { code: ['errorUnique'] } } })
    const clientId = failure(
      await createApplication(client, {
        body: { ...draft, clients: [{ clientId: 'hr-web', enabled: true, methods: [] }] },
      }),
    )
    expect(clientId).toEqual({
      status: 409,
      body: { errorList: { 'clients.0.clientId': ['errorUnique'] } },
    })
  })
})

describe('applications: update and delete rules', () => {
  it('refuses to change internal and read-only applications', async () => {
    const { client, sandbox } = await signedIn()
    const find = (code: string) =>
      sandbox.state.applications.items.find((each) => each.code === code)
    const hr = find('hr')
    const sales = find('sales')
    if (!hr || !sales) throw new Error('seed')
    const body = { ...draft, type: hr.type, code: 'hr', name: 'Кадры' }
    expect(
      failure(await updateApplication(client, { params: { path: { id: hr.id } }, body })).status,
    ).toBe(403)
    expect(
      failure(await updateApplication(client, { params: { path: { id: sales.id } }, body })).status,
    ).toBe(403)
    expect(hr.name).toBe('Кадровый портал')
  })

  it('keeps the clients of an actionsAccess 1 application read-only', async () => {
    const { client, sandbox } = await signedIn()
    const portal = sandbox.state.applications.items.find(
      (each) => each.name === 'Корпоративный портал',
    )
    if (!portal) throw new Error('seed')
    const {
      id: _id,
      immutable: _immutable,
      order: _order,
      actionsAccess: _access,
      code: _code,
      ...form
    } = structuredClone(portal)
    const body: ApplicationInput = { ...form, name: 'Портал «Сфера»', menuVisible: true }
    data(await updateApplication(client, { params: { path: { id: portal.id } }, body }))
    expect(portal.name).toBe('Портал «Сфера»')
    expect(portal.menuVisible).toBe(false)
    const changed = { ...body, clients: [] }
    expect(
      failure(
        await updateApplication(client, { params: { path: { id: portal.id } }, body: changed }),
      ).status,
    ).toBe(403)
    const secret = await regenerateClientSecret(client, {
      params: { path: { clientId: 'portal-sso' } },
    })
    expect(failure(secret).status).toBe(403)
  })

  it('replaces the clients of an editable application and regenerates a secret', async () => {
    const { client, sandbox } = await signedIn()
    const { id } = data(
      await createApplication(client, {
        body: { ...draft, clients: [{ clientId: 'old-client', enabled: true, methods: [] }] },
      }),
    )
    const old = data(
      await getClientSecret(client, { params: { path: { clientId: 'old-client' } } }),
    )
    const fresh = data(
      await regenerateClientSecret(client, { params: { path: { clientId: 'old-client' } } }),
    )
    expect(fresh.secret).not.toBe(old.secret)
    expect(
      data(await getClientSecret(client, { params: { path: { clientId: 'old-client' } } })),
    ).toEqual(fresh)
    const body = {
      ...draft,
      clients: [
        { clientId: 'new-client', clientSecret: 'Set_by-hand', enabled: false, methods: [] },
      ],
    }
    data(await updateApplication(client, { params: { path: { id } }, body }))
    expect(
      failure(await getClientSecret(client, { params: { path: { clientId: 'old-client' } } }))
        .status,
    ).toBe(404)
    expect(
      data(await getClientSecret(client, { params: { path: { clientId: 'new-client' } } })).secret,
    ).toBe('Set_by-hand')
    expect(sandbox.state.applications.items.find((each) => each.id === id)?.clients).toEqual([
      { clientId: 'new-client', enabled: false, methods: [] },
    ])
  })

  it('deletes only applications that are not built in', async () => {
    const { client, sandbox } = await signedIn()
    const hr = sandbox.state.applications.items.find((each) => each.code === 'hr')
    if (!hr) throw new Error('seed')
    expect(
      failure(await deleteApplication(client, { params: { path: { id: hr.id } } })).status,
    ).toBe(403)
    const mail = sandbox.state.applications.items.find(
      (each) => each.name === 'Корпоративная почта',
    )
    if (!mail) throw new Error('seed')
    data(await deleteApplication(client, { params: { path: { id: mail.id } } }))
    expect(
      failure(await getApplication(client, { params: { path: { id: mail.id } } })).status,
    ).toBe(404)
    expect(
      sandbox.state.core.accounts.some((account) => account.applications.includes(mail.id)),
    ).toBe(false)
    expect(sandbox.state.applications.items.map((each) => each.order)).toEqual(
      sandbox.state.applications.items.map((_, index) => index),
    )
  })
})

describe('applications: order', () => {
  it('saves only an order that differs, and refuses a position used twice', async () => {
    const { client, sandbox } = await signedIn()
    const rows = () =>
      [...sandbox.state.applications.items]
        .sort((a, b) => a.order - b.order)
        .map(({ id, code, order }) => ({ id, code, order }))
    const history = sandbox.state.history.rows.length
    data(await reorderApplications(client, { body: rows() }))
    expect(sandbox.state.history.rows.length).toBe(history)
    const [first, second, ...rest] = rows()
    if (!first || !second) throw new Error('seed')
    data(
      await reorderApplications(client, {
        body: [{ ...second, order: 0 }, { ...first, order: 1 }, ...rest],
      }),
    )
    expect(
      rows()
        .slice(0, 2)
        .map((row) => row.id),
    ).toEqual([second.id, first.id])
    expect(sandbox.state.history.rows[0]?.type).toBe('reorder')
    const twice = failure(
      await reorderApplications(client, {
        body: [
          { ...first, order: 0 },
          { ...second, order: 0 },
        ],
      }),
    )
    expect(twice.body?.errorList).toEqual({ '1.order': ['errorUnique'] })
  })
})
