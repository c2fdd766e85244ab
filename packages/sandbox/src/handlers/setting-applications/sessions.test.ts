import {
  deleteApplicationSession,
  deleteApplicationSessions,
  filterMethods,
  listApplicationSessions,
  searchRoleMethods,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../../test/support/admin'

describe('applications: sessions', () => {
  it('filters, pages and ends sessions one by one or in bulk', async () => {
    const { client, sandbox } = await signedIn()
    const hr = sandbox.state.applications.items.find((each) => each.code === 'hr')
    if (!hr) throw new Error('seed')
    const applicationId = hr.id
    const all = data(
      await listApplicationSessions(client, { params: { query: { applicationId, limit: 1000 } } }),
    )
    expect(all.meta.total).toBeGreaterThan(3)
    expect(
      all.sessions.every((session) => ['hr-web', 'hr_sync'].includes(session.clientId ?? '')),
    ).toBe(true)
    const starts = all.sessions.map((session) => session.start)
    expect(starts).toEqual([...starts].sort().reverse())
    const first = all.sessions[0]
    if (!first?.user) throw new Error('seed')
    const day = first.start.slice(0, 10)
    const byDay = data(
      await listApplicationSessions(client, {
        params: { query: { applicationId, startDate: day } },
      }),
    )
    expect(byDay.sessions.every((session) => session.start.startsWith(day))).toBe(true)
    const byName = data(
      await listApplicationSessions(client, {
        params: { query: { applicationId, search: first.user.fio } },
      }),
    )
    expect(byName.sessions.every((session) => session.user?.fio === first.user?.fio)).toBe(true)
    const order = failure(
      await listApplicationSessions(client, {
        params: { query: { applicationId, dateFrom: '2026-11-21', dateTo: '2026-11-20' } },
      }),
    )
    expect(order).toEqual({ status: 400, body: { errorList: { dateTo: ['errorDateOrder'] } } })

    const wrongClient = { path: { sessionId: first.id }, query: { clientId: 'docflow-web' } }
    expect(failure(await deleteApplicationSession(client, { params: wrongClient })).status).toBe(
      404,
    )
    const malformed = { path: { sessionId: first.id }, query: { clientId: 'bad client' } }
    expect(
      failure(await deleteApplicationSession(client, { params: malformed })).body?.errorList,
    ).toEqual({
      clientId: ['errorMask'],
    })
    const own = { path: { sessionId: first.id }, query: { clientId: first.clientId ?? '' } }
    data(await deleteApplicationSession(client, { params: own }))
    expect(sandbox.state.applications.sessions.some((session) => session.id === first.id)).toBe(
      false,
    )

    data(
      await deleteApplicationSessions(client, {
        params: { query: { applicationId, startDate: day } },
      }),
    )
    const left = data(
      await listApplicationSessions(client, { params: { query: { applicationId, limit: 1000 } } }),
    )
    expect(left.sessions.some((session) => session.start.startsWith(day))).toBe(false)
    expect(left.meta.total).toBe(
      all.sessions.filter((session) => !session.start.startsWith(day)).length,
    )
  })

  it('answers 404 for an unknown application', async () => {
    const { client } = await signedIn()
    const query = { applicationId: '00000000-0000-4000-8000-000000000000' }
    expect(failure(await listApplicationSessions(client, { params: { query } })).status).toBe(404)
  })
})

describe('applications: method look-ups', () => {
  it('offers client or systemic methods, by text or ids, in the interface language', async () => {
    const { client, sandbox } = await signedIn()
    const clientMethods = data(
      await searchRoleMethods(client, {
        params: { query: { accessType: 'client', type: 'method' } },
      }),
    )
    const byId = new Map(sandbox.state.applications.methods.map((method) => [method.id, method]))
    expect(
      clientMethods.methods.every((method) => byId.get(method.id)?.accessType === 'client'),
    ).toBe(true)
    const found = data(
      await searchRoleMethods(client, {
        params: { query: { accessType: 'client', type: 'method', searchValue: 'контакт' } },
      }),
    )
    expect(found.methods.map((method) => method.code)).toEqual(['contacts.read', 'contacts.write'])
    const ids = [found.methods[0]?.id ?? '']
    const exact = data(
      await searchRoleMethods(client, {
        params: { query: { accessType: 'client', type: 'method', ids } },
      }),
    )
    expect(exact.methods.map((method) => method.id)).toEqual(ids)
    const english = await signedIn('admin', 'en')
    const filter = data(
      await filterMethods(english.client, { params: { query: { type: 'applications' } } }),
    )
    expect(filter.methods.find((method) => method.code === 'hr.read')?.title).toBe(
      'Read personnel data',
    )
  })
})
