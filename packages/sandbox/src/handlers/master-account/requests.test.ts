import {
  allowAccessRequest,
  approveAccessRequest,
  listCompanies,
  listContacts,
  listIncomingAccessRequests,
  markAccessRequestDuplicate,
  rejectAccessRequest,
  searchContractors,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, clientAs, failure, newSandbox } from '../../../test/support/companies'
import type { Sandbox } from '../../sandbox'
import { masterCompanyIds, masterContractors, requestCompany } from '../../state/companies'

/** The considered request of a demo person to a company of `master`. */
function pendingOf(sandbox: Sandbox, loginName: string) {
  const { id } = account(sandbox, loginName)
  const master = account(sandbox, 'master').id
  const found = sandbox.state.companies.accessRequests.find(
    (request) =>
      request.userId === id &&
      request.status === 'considered' &&
      requestCompany(sandbox.state.companies, request)?.masterIds.includes(master),
  )
  if (!found) throw new Error(`no pending request of ${loginName}`)
  return found
}

describe('incoming access requests', () => {
  it('are for master users only', async () => {
    const sandbox = newSandbox()
    const user = await clientAs(sandbox, 'user')
    expect(failure(await listIncomingAccessRequests(user)).status).toBe(403)
    const { requestId, userId } = pendingOf(sandbox, 'limited')
    const allow = await allowAccessRequest(user, { body: { requestId, userId } })
    expect(failure(allow).status).toBe(403)
    expect(failure(await searchContractors(user)).status).toBe(403)
  })

  it('list the requests to the master user’s companies, filtered and sorted', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const own = masterCompanyIds(sandbox.state.companies, account(sandbox, 'master').id)
    const all = await listIncomingAccessRequests(master, { params: { query: { limit: 1000 } } })
    const requests = all.data?.requests ?? []
    expect(requests.length).toBeGreaterThan(20)
    for (const request of requests) {
      expect(own.has(requestCompany(sandbox.state.companies, request)?.id as string)).toBe(true)
    }
    expect(new Set(requests.map((request) => request.status)).size).toBe(5)
    expect(all.data?.meta).toMatchObject({ sortBy: 'requestDate', sort: 'desc' })

    const failed = await listIncomingAccessRequests(master, {
      params: { query: { status: 'failure' } },
    })
    expect(failed.data?.requests.every((request) => request.status === 'failure')).toBe(true)
    expect(failed.data?.meta.total).toBe(requests.filter((r) => r.status === 'failure').length)

    const found = await listIncomingAccessRequests(master, {
      params: { query: { search: 'смирнов павел' } },
    })
    const names = found.data?.requests.map((request) => request.userName.toLowerCase()) ?? []
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(names.every((name) => name.includes('смирнов павел'))).toBe(true)

    const day = requests[3]?.requestDate.slice(0, 10) as string
    const range = await listIncomingAccessRequests(master, {
      params: { query: { dateFrom: day, dateTo: day, limit: 1000 } },
    })
    expect(range.data?.requests.length).toBeGreaterThan(0)
    expect(range.data?.requests.every((request) => request.requestDate.startsWith(day))).toBe(true)

    const reversed = await listIncomingAccessRequests(master, {
      params: { query: { dateFrom: '2026-11-20', dateTo: '2026-11-19' } },
    })
    expect(failure(reversed).errorList).toEqual({ dateTo: ['errorDateOrder'] })
  })
})

describe('decisions on access requests', () => {
  it('links the requester to a contractor, who then sees the company and gets a letter', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const request = pendingOf(sandbox, 'limited')
    const contractor = masterContractors(sandbox.state.companies, account(sandbox, 'master').id)[1]
    const organizationId = contractor?.organizationIds[0] as string
    const roleId = request.requestCompanyRoles[0]?.roleId as string
    const historyBefore = sandbox.state.history.rows.length
    const approved = await approveAccessRequest(master, {
      body: {
        requestId: request.requestId,
        userId: request.userId,
        contractorId: contractor?.id as string,
        roles: [{ organizationId, rolesIds: [roleId] }],
      },
    })
    expect(approved.ok).toBe(true)
    expect(request).toMatchObject({
      status: 'approved',
      responseDate: '2026-11-21T09:00:00.000Z',
      responseCompanyName: 'ООО «Северная логистика»',
      decision: { responseStatus: 'contractor', contractorId: contractor?.id },
    })
    const contacts = await listContacts(master, { params: { query: { search: 'limited@' } } })
    const contact = contacts.data?.contacts.find((row) => row.userId === request.userId)
    expect(contact?.contractors.map((c) => c.contractorId)).toEqual([contractor?.id])
    const companies = await listCompanies(await clientAs(sandbox, 'limited'))
    expect(companies.data?.companies.map((company) => company.id)).toEqual([organizationId])
    expect(sandbox.outbox.list()[0]).toMatchObject({
      to: 'limited@sandbox.example.ru',
      subject: 'Заявка на доступ одобрена',
    })
    expect(sandbox.state.history.rows.length).toBe(historyBefore + 1)

    const again = await allowAccessRequest(master, {
      body: { requestId: request.requestId, userId: request.userId },
    })
    expect(failure(again).status).toBe(409)
    expect(failure(again).body?.reason).toBe('alreadyAnswered')
  })

  it('answers 409 alreadyExist when the requester is linked to that contractor already', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const request = pendingOf(sandbox, 'user')
    const [contractor] = sandbox.state.companies.contractors
    const result = await approveAccessRequest(master, {
      body: {
        requestId: request.requestId,
        userId: request.userId,
        contractorId: contractor?.id as string,
        roles: [
          {
            organizationId: contractor?.organizationIds[0] as string,
            rolesIds: [request.requestCompanyRoles[0]?.roleId as string],
          },
        ],
      },
    })
    expect(failure(result).status).toBe(409)
    expect(failure(result).errorList).toEqual({ contractorId: ['alreadyExist'] })
    expect(request.status).toBe('considered')
  })

  it('keys approval errors as organization and roles', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const { requestId, userId } = pendingOf(sandbox, 'limited')
    const contractor = masterContractors(sandbox.state.companies, account(sandbox, 'master').id)[2]
    const foreign = sandbox.state.companies.companies[2]?.id as string
    const systemic = sandbox.state.companies.roles.find((role) => role.roleType === 'systemic')
    const approve = (roles: { organizationId: string; rolesIds: string[] }[]) =>
      approveAccessRequest(master, {
        body: { requestId, userId, contractorId: contractor?.id as string, roles },
      })
    const wrongOrganization = await approve([
      { organizationId: foreign, rolesIds: [systemic?.roleId as string] },
    ])
    expect(failure(wrongOrganization).errorList).toEqual({
      organization: ['errorInvalid'],
      roles: ['errorInvalid'],
    })
    const noRoles = await approve([
      { organizationId: contractor?.organizationIds[0] as string, rolesIds: [] },
    ])
    expect(failure(noRoles).errorList).toEqual({ roles: ['errorEmpty'] })
    const otherMasters = sandbox.state.companies.contractors.find(
      (candidate) =>
        !masterContractors(sandbox.state.companies, account(sandbox, 'master').id).includes(
          candidate,
        ),
    )
    const notOwn = await approveAccessRequest(master, {
      body: {
        requestId,
        userId,
        contractorId: otherMasters?.id as string,
        roles: [{ organizationId: otherMasters?.organizationIds[0] as string, rolesIds: [] }],
      },
    })
    expect(failure(notOwn).errorList?.organization).toEqual(['errorInvalid'])
  })

  it('rejects with a reason and mails it; marks duplicates; allows without editing contacts', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const pending =
      (
        await listIncomingAccessRequests(master, {
          params: { query: { status: 'considered', limit: 1000 } },
        })
      ).data?.requests ?? []
    const [first, second, third] = pending.filter((request) => request.userEmail)
    if (!first || !second || !third) throw new Error('not enough pending requests')

    const empty = await rejectAccessRequest(master, {
      body: { requestId: first.requestId, userId: first.userId, reason: '  ' },
    })
    expect(failure(empty).errorList).toEqual({ reason: ['errorEmpty'] })
    const long = await rejectAccessRequest(master, {
      body: { requestId: first.requestId, userId: first.userId, reason: 'я'.repeat(256) },
    })
    expect(failure(long).errorList).toEqual({ reason: ['errorMaxLength'] })
    const wrongUser = await rejectAccessRequest(master, {
      body: { requestId: first.requestId, userId: second.userId, reason: 'Нет' },
    })
    expect(failure(wrongUser).status).toBe(404)

    const reason = 'Сотрудник не числится в штате компании'
    expect(
      (
        await rejectAccessRequest(master, {
          body: { requestId: first.requestId, userId: first.userId, reason },
        })
      ).ok,
    ).toBe(true)
    expect(sandbox.outbox.list()[0]).toMatchObject({ to: first.userEmail })
    expect(sandbox.outbox.list()[0]?.text).toContain(reason)

    const duplicate = 'Повторяет заявку от 18.11.2026'
    expect(
      (
        await markAccessRequestDuplicate(master, {
          body: { requestId: second.requestId, userId: second.userId, reason: duplicate },
        })
      ).ok,
    ).toBe(true)

    const links = JSON.stringify(sandbox.state.companies.contacts)
    expect(
      (
        await allowAccessRequest(master, {
          body: { requestId: third.requestId, userId: third.userId },
        })
      ).ok,
    ).toBe(true)
    expect(JSON.stringify(sandbox.state.companies.contacts)).toBe(links)

    const rows = sandbox.state.companies.accessRequests
    const find = (id: string) => rows.find((row) => row.requestId === id)
    expect(find(first.requestId)).toMatchObject({
      status: 'failure',
      reason,
      decision: { responseStatus: 'failure' },
    })
    expect(find(second.requestId)).toMatchObject({ status: 'duplicate', reason: duplicate })
    expect(find(third.requestId)).toMatchObject({
      status: 'approved',
      comment: 'Доступ предоставлен вручную',
      decision: { responseStatus: 'allow' },
    })
  })

  it('answers 404 for requests to companies of other master users', async () => {
    const sandbox = newSandbox()
    const master = await clientAs(sandbox, 'master')
    const own = masterCompanyIds(sandbox.state.companies, account(sandbox, 'master').id)
    const other = sandbox.state.companies.accessRequests.find((request) => {
      const company = requestCompany(sandbox.state.companies, request)
      return request.status === 'considered' && company && !own.has(company.id)
    })
    const result = await allowAccessRequest(master, {
      body: { requestId: other?.requestId as string, userId: other?.userId as string },
    })
    expect(failure(result).status).toBe(404)
    expect(other?.status).toBe('considered')
  })
})
