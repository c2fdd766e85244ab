import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { listAuthFlowsQuery, listAuthSchemesQuery } from './setting-auth-schemas.queries'

describe('authentication scheme queries', () => {
  it('read the flows and the whole list of schemes', async () => {
    const { client, requests } = fakeClient(200, {})
    const flows = listAuthFlowsQuery(client)
    const schemes = listAuthSchemesQuery(client)
    expect(flows.queryKey).toEqual(['setting', 'authSchemes', 'flows'])
    expect(schemes.queryKey).toEqual(['setting', 'authSchemes', 'list'])
    expect(flows.staleTime).toBe(5 * 60_000)
    await new QueryClient().fetchQuery(flows)
    await new QueryClient().fetchQuery(schemes)
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      [
        'GET /api/v1/platform/setting/authentication-schemas/flows',
        'GET /api/v1/platform/setting/authentication-schemas',
      ],
    )
  })
})
