import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { listAccessRequestsQuery } from './accesses.queries'

describe('accesses queries', () => {
  it('a page of outgoing requests is keyed and asked for by its paging and sorting', async () => {
    const { client, requests } = fakeClient(200, { requests: [], meta: {} })
    const query = { page: 3, sortBy: 'status', sort: 'asc' } as const
    const options = listAccessRequestsQuery(client, query)
    expect(options.queryKey).toEqual(['accesses', 'requests', query])
    await new QueryClient().fetchQuery(options)
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(url.pathname).toBe('/api/v1/platform/user/access/requests')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      sortBy: 'status',
      sort: 'asc',
    })
  })
})
