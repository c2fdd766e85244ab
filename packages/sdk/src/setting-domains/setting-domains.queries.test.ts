import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import {
  getBaseDomainSettingsQuery,
  getDomainQuery,
  listDeviceTypesQuery,
  listDomainsQuery,
  listStyleTemplatesQuery,
  searchBannersQuery,
  searchDeviceTypesQuery,
  searchDocumentsQuery,
  searchDomainsQuery,
  searchLocalesQuery,
} from './setting-domains.queries'

const id = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6'
const other = '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e0f'

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('domain queries key by their parameters and send them', () => {
  it('the domains table', async () => {
    const { client, requests } = fakeClient(200, { domains: [] })
    const query = { page: 2, sortBy: 'alias', search: 'example' } as const
    const options = listDomainsQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'domains', 'list', query])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/domains?page=2&sortBy=alias&search=example',
    ])
  })

  it('a domain', async () => {
    const { client, requests } = fakeClient(200, { id })
    const options = getDomainQuery(client, { id })
    expect(options.queryKey).toEqual(['setting', 'domains', 'detail', id])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests)).toEqual([`GET /api/v1/platform/setting/domains/${id}`])
  })

  it('the domains look-up', async () => {
    const { client, requests } = fakeClient(200, { domains: [] })
    const query = { ids: [id, other] }
    const options = searchDomainsQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'domains', 'search', query])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/domains/search?ids=${id}&ids=${other}`,
    ])
  })

  it('the base settings and the style templates', async () => {
    const { client, requests } = fakeClient(200, {})
    const base = getBaseDomainSettingsQuery(client)
    const templates = listStyleTemplatesQuery(client)
    expect(base.queryKey).toEqual(['setting', 'domains', 'baseSettings'])
    expect(templates.queryKey).toEqual(['setting', 'domains', 'styleTemplates'])
    expect(templates.staleTime).toBe(5 * 60_000)
    await new QueryClient().fetchQuery(base)
    await new QueryClient().fetchQuery(templates)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/domains/base/settings',
      'GET /api/v1/platform/setting/domains/style/templates',
    ])
  })

  it('the look-ups of the domain form', async () => {
    const { client, requests } = fakeClient(200, {})
    const locales = searchLocalesQuery(client, { searchValue: 'en' })
    const documents = searchDocumentsQuery(client, { type: 'agreement' })
    const banners = searchBannersQuery(client, { ids: [id] })
    const devices = searchDeviceTypesQuery(client, { searchValue: 'tab' })
    expect(locales.queryKey).toEqual(['setting', 'lookups', 'locales', { searchValue: 'en' }])
    expect(documents.queryKey).toEqual(['setting', 'lookups', 'documents', { type: 'agreement' }])
    expect(banners.queryKey).toEqual(['setting', 'lookups', 'banners', { ids: [id] }])
    expect(devices.queryKey).toEqual(['setting', 'devicesTypes', 'search', { searchValue: 'tab' }])
    await new QueryClient().fetchQuery(locales)
    await new QueryClient().fetchQuery(documents)
    await new QueryClient().fetchQuery(banners)
    await new QueryClient().fetchQuery(devices)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/locales/search?searchValue=en',
      'GET /api/v1/platform/setting/documents/search?type=agreement',
      `GET /api/v1/platform/setting/banners/search?ids=${id}`,
      'GET /api/v1/platform/setting/devices-types/search?searchValue=tab',
    ])
  })

  it('the device types table', async () => {
    const { client, requests } = fakeClient(200, { devicesTypes: [] })
    const query = { sortBy: 'code', sort: 'desc' } as const
    const options = listDeviceTypesQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'devicesTypes', 'list', query])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/devices-types?sortBy=code&sort=desc',
    ])
  })
})
