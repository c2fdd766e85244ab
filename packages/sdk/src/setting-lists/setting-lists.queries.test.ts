import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import {
  listBlacklistQuery,
  listNetworkAliasesQuery,
  listNotifyMethodsQuery,
  listWhitelistQuery,
} from './setting-lists.queries'

/** Fetches query options from a fake platform: their key and the request they sent. */
async function fetched(options: { queryKey: QueryKey }, sent: ReturnType<typeof fakeClient>) {
  await new QueryClient().fetchQuery(options)
  const url = new URL(sent.requests[0]?.url ?? '')
  return {
    key: options.queryKey,
    request: `${sent.requests[0]?.method} ${url.pathname}${url.search}`,
  }
}

describe('list queries carry their filters in the key and the request', () => {
  it('notification methods', async () => {
    const sent = fakeClient()
    expect(await fetched(listNotifyMethodsQuery(sent.client), sent)).toEqual({
      key: ['setting', 'lists', 'notifyMethods'],
      request: 'GET /api/v1/platform/setting/subscribes/notify-methods',
    })
  })

  it('whitelist', async () => {
    const sent = fakeClient()
    const query = { page: 2, search: 'офис', dateFrom: '2026-11-01' }
    expect(await fetched(listWhitelistQuery(sent.client, query), sent)).toEqual({
      key: ['setting', 'lists', 'whitelist', query],
      request: `GET /api/v1/platform/setting/whitelist?page=2&search=${encodeURIComponent('офис')}&dateFrom=2026-11-01`,
    })
  })

  it('blacklist', async () => {
    const sent = fakeClient()
    const query = { sortBy: 'dateFrom', sort: 'asc' } as const
    expect(await fetched(listBlacklistQuery(sent.client, query), sent)).toEqual({
      key: ['setting', 'lists', 'blacklist', query],
      request: 'GET /api/v1/platform/setting/blacklist?sortBy=dateFrom&sort=asc',
    })
  })

  it('network aliases', async () => {
    const sent = fakeClient()
    const query = { name: 'Филиал', ip: '10.54.0.1' }
    expect(await fetched(listNetworkAliasesQuery(sent.client, query), sent)).toEqual({
      key: ['setting', 'lists', 'networkAliases', query],
      request: `GET /api/v1/platform/setting/network-aliases?name=${encodeURIComponent('Филиал')}&ip=10.54.0.1`,
    })
  })

  it('without filters the key holds an empty query and the request none', async () => {
    const sent = fakeClient()
    expect(await fetched(listWhitelistQuery(sent.client), sent)).toEqual({
      key: ['setting', 'lists', 'whitelist', {}],
      request: 'GET /api/v1/platform/setting/whitelist',
    })
  })
})
