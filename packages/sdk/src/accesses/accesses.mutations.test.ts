import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { createAccessRequestsMutation, withdrawAccessRequestMutation } from './accesses.mutations'
import { accessesKeys } from './keys'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

describe('accesses mutations', () => {
  it('sending requests invalidates every page of the outgoing requests', async () => {
    const { client, requests } = fakeClient(201, { requestIds: [] })
    const body = {
      companies: [
        {
          name: 'ООО «Яндекс»',
          inn: '7736207543',
          roles: ['8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b'],
        },
      ],
    }
    const keys = await invalidatedBy(createAccessRequestsMutation(client), { body })
    expect(keys).toEqual([accessesKeys.requestLists()])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/user/access/requests')
    expect(await requests[0]?.json()).toEqual(body)
  })

  it('withdrawing calls the request by id and invalidates the outgoing requests', async () => {
    const { client, requests } = fakeClient(204)
    const requestId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
    const keys = await invalidatedBy(withdrawAccessRequestMutation(client), {
      params: { path: { requestId } },
    })
    expect(keys).toEqual([accessesKeys.requestLists()])
    expect(sent(requests[0])).toBe(`DELETE /api/v1/platform/user/access/requests/${requestId}`)
  })
})
