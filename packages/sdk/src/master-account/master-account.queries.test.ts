import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { masterAccountKeys } from './keys'
import {
  listIncomingAccessRequestsQuery,
  listInvitationsQuery,
  searchContractorsQuery,
} from './master-account.queries'

const search = (request: Request | undefined) =>
  new URL(request?.url ?? 'http://invalid').searchParams

describe('master-account queries carry their filters in the key and the request', () => {
  it('incoming requests: status, search and dates', async () => {
    const { client, requests } = fakeClient(200, { requests: [], meta: {} })
    const query = {
      status: 'considered',
      search: 'Яндекс',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-21',
    } as const
    const options = listIncomingAccessRequestsQuery(client, query)
    expect(options.queryKey).toEqual(['masterAccount', 'requests', query])
    await new QueryClient().fetchQuery(options)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/platform/master-account/access/requests',
    )
    expect(Object.fromEntries(search(requests[0]))).toEqual(query)
  })

  it('contractor look-up: search value, person and ids; under the look-ups prefix', async () => {
    const { client, requests } = fakeClient(200, { contractors: [] })
    const ids = ['5e6f7a8b-9c0d-4e1f-a2b3-4c5d6e7f8a9b', '7a8b9c0d-1e2f-4a3b-84c5-6d7e8f9a0b1c']
    const userId = '5b2f8c1e-3a4d-4e6f-9b7a-1c2d3e4f5a6b'
    const options = searchContractorsQuery(client, { searchValue: '7736', userId, ids })
    expect(options.queryKey).toEqual([
      'masterAccount',
      'contractors',
      { searchValue: '7736', userId, ids },
    ])
    expect(options.queryKey.slice(0, 2)).toEqual(masterAccountKeys.contractorLists())
    await new QueryClient().fetchQuery(options)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/platform/master-account/contractors',
    )
    expect(search(requests[0]).get('searchValue')).toBe('7736')
    expect(search(requests[0]).get('userId')).toBe(userId)
    expect(search(requests[0]).getAll('ids')).toEqual(ids)
  })

  it('invitations: paging and the status filter', async () => {
    const { client, requests } = fakeClient(200, { invitations: [], meta: {} })
    const query = { page: 2, status: 'deactivated' } as const
    const options = listInvitationsQuery(client, query)
    expect(options.queryKey).toEqual(['masterAccount', 'invitations', query])
    await new QueryClient().fetchQuery(options)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(
      '/api/v1/platform/master-account/invitations',
    )
    expect(Object.fromEntries(search(requests[0]))).toEqual({ page: '2', status: 'deactivated' })
  })
})
