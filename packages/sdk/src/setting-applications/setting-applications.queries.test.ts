import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createPlatformQueryClient } from '../react/PlatformProvider'
import { fakeClient } from '../testing/harness'
import { applicationKeys } from './keys'
import {
  filterMethodsQuery,
  getApplicationQuery,
  getClientSecretQuery,
  listApplicationSessionsQuery,
  listApplicationsQuery,
  searchRoleMethodsQuery,
} from './setting-applications.queries'

const id = '6a1f3c2e-8d4b-4f7a-9c21-0b5e7d3a9f14'

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('application queries key by their parameters and send them', () => {
  it('the list', async () => {
    const { client, requests } = fakeClient(200, { applications: [] })
    const query = {
      sortBy: 'order' as const,
      limit: 1000,
      type: ['internal' as const, 'virtual' as const],
    }
    const options = listApplicationsQuery(client, query)
    await new QueryClient().fetchQuery(options)
    expect(options.queryKey).toEqual(['setting', 'applications', 'list', query])
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/applications?sortBy=order&limit=1000&type=internal&type=virtual',
    ])
  })

  it('the details', async () => {
    const { client, requests } = fakeClient(200, { id })
    const options = getApplicationQuery(client, { id })
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ id })
    expect(options.queryKey).toEqual(applicationKeys.detail(id))
    expect(sent(requests)).toEqual([`GET /api/v1/platform/setting/applications/details/${id}`])
  })

  it('a client secret is read every time and not kept', async () => {
    const { client, requests } = fakeClient(200, { secret: 'Zq7-Lm2xT9_fKp4VwR8sYb3N' })
    const options = getClientSecretQuery(client, { clientId: 'contacts-web' })
    // The platform's QueryClient keeps other answers fresh for 30 s.
    const queryClient = createPlatformQueryClient()
    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery(options)
    expect(options.queryKey).toEqual(applicationKeys.clientSecret('contacts-web'))
    expect(options).toMatchObject({ gcTime: 0, staleTime: 0 })
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/applications/client/contacts-web/secret',
      'GET /api/v1/platform/setting/applications/client/contacts-web/secret',
    ])
  })

  it('the sessions of an application', async () => {
    const { client, requests } = fakeClient(200, { sessions: [] })
    const query = { applicationId: id, dateFrom: '2026-11-01', dateTo: '2026-11-21' }
    const options = listApplicationSessionsQuery(client, query)
    await new QueryClient().fetchQuery(options)
    expect(options.queryKey).toEqual(['setting', 'applications', 'sessions', query])
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/applications/sessions?applicationId=${id}&dateFrom=2026-11-01&dateTo=2026-11-21`,
    ])
  })

  it('the methods look-up', async () => {
    const { client, requests } = fakeClient(200, { methods: [] })
    const query = { accessType: 'client', type: 'method', searchValue: 'конт' } as const
    const options = searchRoleMethodsQuery(client, query)
    await new QueryClient().fetchQuery(options)
    expect(options.queryKey).toEqual(['setting', 'applications', 'roleMethods', query])
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/roles/methods/search?accessType=client&type=method&searchValue=${encodeURIComponent('конт')}`,
    ])
  })

  it('the methods filter', async () => {
    const { client, requests } = fakeClient(200, { methods: [] })
    const options = filterMethodsQuery(client, { type: 'applications' })
    await new QueryClient().fetchQuery(options)
    expect(options.queryKey).toEqual([
      'setting',
      'applications',
      'methodFilter',
      { type: 'applications' },
    ])
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/methods/filter?type=applications',
    ])
  })
})
