import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import {
  getProviderQuery,
  listMapperFieldsQuery,
  listMappersQuery,
  listProviderSyncHistoryQuery,
  listProvidersQuery,
} from './setting-providers.queries'

const id = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c'
const syncId = '6c1f8d2b-3a4e-4f6b-9c7d-8e9f0a1b2c3d'
const api = 'http://platform.test/api/v1/platform/setting/providers'

/** Fetches query options from a fake platform: their key and the requests they sent. */
async function fetched(options: { queryKey: QueryKey }, requests: Request[]) {
  await new QueryClient().fetchQuery(options)
  return { key: options.queryKey, requests: requests.map((r) => `${r.method} ${r.url}`) }
}

describe('provider queries carry their parameters in the key and the request', () => {
  it('the providers table', async () => {
    const { client, requests } = fakeClient()
    const query = { page: 2, sortBy: 'name', sort: 'asc' } as const
    expect(await fetched(listProvidersQuery(client, query), requests)).toEqual({
      key: ['setting', 'providers', 'list', query],
      requests: [`GET ${api}?page=2&sortBy=name&sort=asc`],
    })
  })

  it('the mappers of a sync', async () => {
    const { client, requests } = fakeClient()
    expect(await fetched(listMappersQuery(client, { syncId }, { limit: 50 }), requests)).toEqual({
      key: ['setting', 'providers', 'mappers', syncId, { limit: 50 }],
      requests: [`GET ${api}/sync/${syncId}/mappers?limit=50`],
    })
  })

  it('the history of a sync', async () => {
    const { client, requests } = fakeClient()
    const query = { sortBy: 'createdAt', sort: 'desc' } as const
    expect(
      await fetched(listProviderSyncHistoryQuery(client, { syncId }, query), requests),
    ).toEqual({
      key: ['setting', 'providers', 'syncHistory', syncId, query],
      requests: [`GET ${api}/sync/${syncId}/history?sortBy=createdAt&sort=desc`],
    })
  })

  it('the platform fields of the mapper form stay fresh for minutes', async () => {
    const { client, requests } = fakeClient(200, { fields: [] })
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(listMapperFieldsQuery(client))
    await queryClient.fetchQuery(listMapperFieldsQuery(client))
    expect(listMapperFieldsQuery(client).queryKey).toEqual(['setting', 'providers', 'mapperFields'])
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${api}/mappers/fields`])
  })
})

describe('a provider’s details', () => {
  it('are asked for by id, and their client secret leaves the cache with the modal', async () => {
    const { client, requests } = fakeClient(200, { id, clientSecret: 's3cr3t' })
    const queryClient = new QueryClient()
    const options = getProviderQuery(client, { id })
    expect(options.queryKey).toEqual(['setting', 'providers', 'detail', id])

    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery(options)
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${api}/${id}`,
      `GET ${api}/${id}`,
    ])
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined()
  })
})
