import { describe, expect, it } from 'vitest'
import { profileKeys } from '../profile/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { masterAccountKeys } from './keys'
import {
  allowAccessRequestMutation,
  approveAccessRequestMutation,
  createInvitationMutation,
  deleteContactContractorMutation,
  deleteInvitationMutation,
  markAccessRequestDuplicateMutation,
  rejectAccessRequestMutation,
  resendInvitationMutation,
  updateContactContractorMutation,
} from './master-account.mutations'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}${url.search}`
}

const requestId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
const userId = '5b2f8c1e-3a4d-4e6f-9b7a-1c2d3e4f5a6b'
const contractorId = '5e6f7a8b-9c0d-4e1f-a2b3-4c5d6e7f8a9b'
const organizationId = '6f7a8b9c-0d1e-4f2a-b3c4-5d6e7f8a9b0c'
const roleId = '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b'
const invitationId = '9c0d1e2f-3a4b-4c5d-a6e7-8f9a0b1c2d3e'
const base = '/api/v1/platform/master-account'

describe('master-account decisions on incoming requests', () => {
  it('approving refreshes the requests, the contacts and the contractor picker', async () => {
    const { client, requests } = fakeClient(204)
    const body = {
      requestId,
      userId,
      contractorId,
      roles: [{ organizationId, rolesIds: [roleId] }],
    }
    const keys = await invalidatedBy(approveAccessRequestMutation(client), { body })
    expect(keys).toEqual([
      masterAccountKeys.requestLists(),
      profileKeys.contactLists(),
      masterAccountKeys.contractorLists(),
    ])
    expect(sent(requests[0])).toBe(`POST ${base}/access/requests/approve/contractor`)
    expect(await requests[0]?.json()).toEqual(body)
  })

  it('rejecting refreshes the incoming requests only', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(rejectAccessRequestMutation(client), {
      body: { requestId, userId, reason: 'Сотрудник не числится в штате компании' },
    })
    expect(keys).toEqual([masterAccountKeys.requestLists()])
    expect(sent(requests[0])).toBe(`POST ${base}/access/requests/failure`)
  })

  it('marking a duplicate refreshes the incoming requests only', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(markAccessRequestDuplicateMutation(client), {
      body: { requestId, userId, reason: 'Повторяет заявку от 18.11.2026' },
    })
    expect(keys).toEqual([masterAccountKeys.requestLists()])
    expect(sent(requests[0])).toBe(`POST ${base}/access/requests/duplicate`)
  })

  it('granting manually refreshes the incoming requests only', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(allowAccessRequestMutation(client), {
      body: { requestId, userId },
    })
    expect(keys).toEqual([masterAccountKeys.requestLists()])
    expect(sent(requests[0])).toBe(`POST ${base}/access/requests/allow`)
  })
})

describe('master-account invitations', () => {
  it('inviting refreshes the invitations and the contacts', async () => {
    const { client, requests } = fakeClient(201, { id: invitationId })
    const keys = await invalidatedBy(createInvitationMutation(client), {
      body: {
        email: 'sidorov@example.ru',
        contractorId,
        access: [{ organizationId, roles: [roleId] }],
      },
    })
    expect(keys).toEqual([masterAccountKeys.invitationLists(), profileKeys.contactLists()])
    expect(sent(requests[0])).toBe(`POST ${base}/invitations`)
  })

  it('resending calls the invitation by id and refreshes the invitations', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(resendInvitationMutation(client), {
      params: { path: { id: invitationId } },
    })
    expect(keys).toEqual([masterAccountKeys.invitationLists()])
    expect(sent(requests[0])).toBe(`POST ${base}/invitations/resend/${invitationId}`)
  })

  it('revoking calls the invitation by id and refreshes the invitations and the contacts', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteInvitationMutation(client), {
      params: { path: { id: invitationId } },
    })
    expect(keys).toEqual([masterAccountKeys.invitationLists(), profileKeys.contactLists()])
    expect(sent(requests[0])).toBe(`DELETE ${base}/invitations/${invitationId}`)
  })
})

describe('master-account contact contractors', () => {
  it('saving a contact’s roles refreshes the contacts and the contractor picker', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateContactContractorMutation(client), {
      body: { userId, contractorId, access: [{ organizationId, roles: [roleId] }] },
    })
    expect(keys).toEqual([profileKeys.contactLists(), masterAccountKeys.contractorLists()])
    expect(sent(requests[0])).toBe(`PUT ${base}/contacts/contractors`)
  })

  it('removing a contractor sends both ids as query parameters', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteContactContractorMutation(client), {
      params: { query: { userId, contractorId } },
    })
    expect(keys).toEqual([profileKeys.contactLists(), masterAccountKeys.contractorLists()])
    expect(sent(requests[0])).toBe(
      `DELETE ${base}/contacts/contractors?userId=${userId}&contractorId=${contractorId}`,
    )
  })
})
