import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { listHistoryQuery, listHistoryTypesQuery } from './setting-history.queries'

describe('history queries', () => {
  it('the history list carries its filters in the key and the request', async () => {
    const { client, requests } = fakeClient()
    const query = {
      page: 3,
      changer: 'e29ba3c4-d5e6-47f8-82a3-7e8f9a0b1c29',
      type: 'update',
      ip: '192.168.10.27',
    }
    const options = listHistoryQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'history', 'list', query])
    await new QueryClient().fetchQuery(options)
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://platform.test/api/v1/platform/setting/history?page=3&changer=e29ba3c4-d5e6-47f8-82a3-7e8f9a0b1c29&type=update&ip=192.168.10.27',
    ])
  })

  it('the change types stay fresh for minutes', async () => {
    const { client, requests } = fakeClient(200, { types: [] })
    const options = listHistoryTypesQuery(client)
    expect(options.queryKey).toEqual(['setting', 'history', 'types'])
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery(options)
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://platform.test/api/v1/platform/setting/history/types',
    ])
  })
})
