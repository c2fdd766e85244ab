import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { notifyKeys } from './keys'
import { listNotificationsQuery } from './notify.queries'

describe('notify queries', () => {
  it('a page of notifications is keyed and asked for by its paging and sorting', async () => {
    const { client, requests } = fakeClient(200, { notifications: [], meta: {} })
    const query = { page: 2, limit: 50, sortBy: 'read', sort: 'asc' } as const
    const options = listNotificationsQuery(client, query)
    expect(options.queryKey).toEqual(['notify', 'list', query])
    expect(options.queryKey.slice(0, 2)).toEqual(notifyKeys.lists())
    await new QueryClient().fetchQuery(options)
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(url.pathname).toBe('/api/v1/platform/notify/personal-account')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '50',
      sortBy: 'read',
      sort: 'asc',
    })
  })
})
