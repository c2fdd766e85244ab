import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { getLicenseQuery, getLicenseSessionsQuery } from './setting-license.queries'

describe('license queries', () => {
  it.each([
    ['license', getLicenseQuery, 'license', ''],
    ['active users', getLicenseSessionsQuery, 'sessions', '/sessions'],
  ] as const)('%s', async (_name, make, key, path) => {
    const { client, requests } = fakeClient()
    const options: { queryKey: QueryKey } = make(client)
    expect(options.queryKey).toEqual(['setting', 'license', key])
    await new QueryClient().fetchQuery(options)
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET http://platform.test/api/v1/platform/setting/license${path}`,
    ])
  })
})
