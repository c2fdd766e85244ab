import { completeInn } from '@platform/forms'
import {
  accessRequestStatusValues,
  createAccessRequests,
  listAccessRequests,
  listAvailableRoles,
  listIncomingAccessRequests,
  withdrawAccessRequest,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, clientAs, failure, newSandbox } from '../../test/support/companies'

async function roleIdsOf(client: Awaited<ReturnType<typeof clientAs>>) {
  const roles = await listAvailableRoles(client)
  if (!roles.ok) throw new Error('roles')
  return roles.data.roles.map((role) => role.roleId)
}

describe('outgoing access requests', () => {
  it('lists only the person’s own requests, newest first, in every status', async () => {
    const sandbox = newSandbox()
    const user = await clientAs(sandbox, 'user')
    const result = await listAccessRequests(user)
    if (!result.ok) throw result.error
    const { requests, meta } = result.data
    expect(requests.every((request) => request.userId === account(sandbox, 'user').id)).toBe(true)
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(accessRequestStatusValues),
    )
    const dates = requests.map((request) => request.requestDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(meta).toMatchObject({
      page: 1,
      total: requests.length,
      sortBy: 'requestDate',
      sort: 'desc',
    })

    const paged = await listAccessRequests(user, { params: { query: { limit: 2, page: 2 } } })
    expect(paged.data?.requests).toEqual(requests.slice(2, 4))
    expect(paged.data?.meta.total).toBe(requests.length)
  })

  it('offers the contractor roles only', async () => {
    const sandbox = newSandbox()
    const result = await listAvailableRoles(await clientAs(sandbox, 'limited'))
    const roles = result.data?.roles ?? []
    expect(roles.length).toBeGreaterThan(3)
    expect(roles.every((role) => role.roleType === 'contractor')).toBe(true)
    expect(sandbox.state.companies.roles.some((role) => role.roleType === 'systemic')).toBe(true)
  })

  it('validates every company by its position and needs an INN on the first', async () => {
    const sandbox = newSandbox()
    const limited = await clientAs(sandbox, 'limited')
    const [role] = await roleIdsOf(limited)
    const systemic = sandbox.state.companies.roles.find((r) => r.roleType === 'systemic')
    const before = sandbox.state.companies.accessRequests.length
    const noInn = await createAccessRequests(limited, {
      body: { companies: [{ inn: '', roles: [role as string] }] },
    })
    expect(failure(noInn).status).toBe(400)
    expect(failure(noInn).errorList).toEqual({ 'companies.0.inn': ['errorEmpty'] })

    const bad = await createAccessRequests(limited, {
      body: {
        companies: [
          { inn: '7707083893', kpp: '773601001', roles: [role as string] },
          { inn: '7707083894', kpp: '7736AB00', roles: [systemic?.roleId as string] },
        ],
      },
    })
    expect(failure(bad).errorList).toEqual({
      'companies.1.inn': ['errorInn'],
      'companies.1.kpp': ['errorKpp'],
      'companies.1.roles': ['errorInvalid'],
    })
    expect(sandbox.state.companies.accessRequests).toHaveLength(before)
  })

  it('sends one request per company and tells the master users of a matching company', async () => {
    const sandbox = newSandbox()
    const limited = await clientAs(sandbox, 'limited')
    const [first, second] = await roleIdsOf(limited)
    const [north] = sandbox.state.companies.companies
    const before = sandbox.state.companies.accessRequests.length
    const individual = completeInn('5001007322')
    const result = await createAccessRequests(limited, {
      body: {
        companies: [
          {
            name: 'Северная логистика',
            inn: north?.requisites.inn as string,
            roles: [first as string],
          },
          { inn: individual, roles: [first as string, second as string] },
        ],
      },
    })
    if (!result.ok) throw result.error
    expect(result.data.requestIds).toHaveLength(2)
    expect(sandbox.state.companies.accessRequests).toHaveLength(before + 2)

    const own = (await listAccessRequests(limited)).data?.requests ?? []
    const made = own.filter((request) => result.data.requestIds.includes(request.requestId))
    expect(made).toHaveLength(2)
    expect(
      made.every((request) => request.status === 'considered' && request.responseDate === null),
    ).toBe(true)
    expect(made.find((r) => r.requestCompanyInn === individual)).toMatchObject({
      requestCompanyName: null,
      requestCompanyKpp: null,
      userName: 'Смирнов Павел',
      userMobile: null,
    })

    const letters = sandbox.outbox.list()
    expect(letters.map((letter) => letter.to)).toEqual(['master@sandbox.example.ru'])
    expect(letters[0]?.text).toContain('Смирнов Павел')
    const incoming = await listIncomingAccessRequests(await clientAs(sandbox, 'master'), {
      params: { query: { status: 'considered', search: 'Смирнов Павел' } },
    })
    expect(incoming.data?.requests.map((request) => request.requestId)).toContain(
      result.data.requestIds[0],
    )
  })

  it('withdraws a request under review only', async () => {
    const sandbox = newSandbox()
    const user = await clientAs(sandbox, 'user')
    const own = (await listAccessRequests(user)).data?.requests ?? []
    const pending = own.find((request) => request.status === 'considered')
    const answered = own.find((request) => request.status === 'approved')
    const path = (requestId: string) => ({ params: { path: { requestId } } })

    expect((await withdrawAccessRequest(user, path(pending?.requestId as string))).ok).toBe(true)
    const after = (await listAccessRequests(user)).data?.requests.find(
      (request) => request.requestId === pending?.requestId,
    )
    expect(after).toMatchObject({ status: 'remove', responseDate: '2026-11-21T09:00:00.000Z' })

    const again = await withdrawAccessRequest(user, path(pending?.requestId as string))
    expect(failure(again).status).toBe(409)
    expect(failure(again).body?.reason).toBe('alreadyAnswered')
    const closed = await withdrawAccessRequest(user, path(answered?.requestId as string))
    expect(failure(closed).status).toBe(409)

    const someoneElse = sandbox.state.companies.accessRequests.find(
      (request) =>
        request.userId !== account(sandbox, 'user').id && request.status === 'considered',
    )
    const foreign = await withdrawAccessRequest(user, path(someoneElse?.requestId as string))
    expect(failure(foreign).status).toBe(404)
    expect(someoneElse?.status).toBe('considered')
  })
})
