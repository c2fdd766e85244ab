import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createPlatformQueryClient } from '../react/PlatformProvider'
import { fakeClient } from '../testing/harness'
import {
  getDynamicFieldQuery,
  getDynamicFieldTabQuery,
  listDynamicFieldTabsQuery,
  listDynamicFieldTypesQuery,
  searchPersonnelActionTypesQuery,
} from './setting-dynamic-fields.queries'

const id = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d'

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('dynamic-field queries key by their parameters and send them', () => {
  it('the personnel action types look-up and the entity types', async () => {
    const { client, requests } = fakeClient(200, { types: [] })
    const lookup = searchPersonnelActionTypesQuery(client, { searchValue: 'hire' })
    const types = listDynamicFieldTypesQuery(client)
    expect(lookup.queryKey).toEqual([
      'setting',
      'dynamicFields',
      'personnelActionTypes',
      { searchValue: 'hire' },
    ])
    expect(types.queryKey).toEqual(['setting', 'dynamicFields', 'types'])
    await new QueryClient().fetchQuery(lookup)
    await new QueryClient().fetchQuery(types)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/personnel-actions-types/search?searchValue=hire',
      'GET /api/v1/platform/setting/dynamic-fields/types',
    ])
  })

  it('the tabs of a type and a tab by its code', async () => {
    const { client, requests } = fakeClient(200, { tabs: [] })
    const tabs = listDynamicFieldTabsQuery(client, { type: 'organizations' })
    const tab = getDynamicFieldTabQuery(client, { tab: 'users_main' })
    expect(tabs.queryKey).toEqual(['setting', 'dynamicFields', 'tabs', 'organizations'])
    expect(tab.queryKey).toEqual(['setting', 'dynamicFields', 'tab', 'users_main'])
    await new QueryClient().fetchQuery(tabs)
    await new QueryClient().fetchQuery(tab)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/dynamic-fields/organizations/tabs',
      'GET /api/v1/platform/setting/dynamic-fields/tabs/users_main',
    ])
  })

  it('a field is read afresh every time its modal opens', async () => {
    const { client, requests } = fakeClient(200, { id })
    const options = getDynamicFieldQuery(client, { id })
    expect(options.queryKey).toEqual(['setting', 'dynamicFields', 'field', id])
    // The platform's QueryClient keeps other answers fresh for 30 s.
    const queryClient = createPlatformQueryClient()
    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery(options)
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/dynamic-fields/${id}`,
      `GET /api/v1/platform/setting/dynamic-fields/${id}`,
    ])
  })
})
