import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import {
  getPlatformSettingsQuery,
  getUsersSettingsQuery,
  searchNetworkAliasesQuery,
  searchRolesQuery,
  searchUserContactsQuery,
} from './setting-settings.queries'

const first = '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71'
const second = '8e2b4d6f-0a1c-4e3b-9d5f-7a9c1e3b5d7f'

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('settings queries key by their parameters and send them', () => {
  it('the two settings screens', async () => {
    const { client, requests } = fakeClient(200, { data: [] })
    const platform = getPlatformSettingsQuery(client)
    const users = getUsersSettingsQuery(client)
    expect(platform.queryKey).toEqual(['setting', 'settings', 'platform'])
    expect(users.queryKey).toEqual(['setting', 'settings', 'users'])
    await new QueryClient().fetchQuery(platform)
    await new QueryClient().fetchQuery(users)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/application/settings/modules/platform',
      'GET /api/v1/platform/setting/application/settings/modules/users',
    ])
  })

  it('the roles and network alias look-ups', async () => {
    const { client, requests } = fakeClient(200, {})
    const roles = searchRolesQuery(client, { searchValue: 'адм', roleType: 'systemic' })
    const aliases = searchNetworkAliasesQuery(client, { ids: [first] })
    expect(roles.queryKey).toEqual([
      'setting',
      'settings',
      'roles',
      { searchValue: 'адм', roleType: 'systemic' },
    ])
    expect(aliases.queryKey).toEqual(['setting', 'settings', 'networkAliases', { ids: [first] }])
    await new QueryClient().fetchQuery(roles)
    await new QueryClient().fetchQuery(aliases)
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/roles/search?searchValue=${encodeURIComponent('адм')}&roleType=systemic`,
      `GET /api/v1/platform/setting/network-aliases/search?ids=${first}`,
    ])
  })

  it('a user look-up by ids asks for exactly that many users', async () => {
    const { client, requests } = fakeClient(200, { users: [] })
    const options = searchUserContactsQuery(client, { ids: [first, second] })
    expect(options.queryKey).toEqual([
      'setting',
      'settings',
      'userContacts',
      { ids: [first, second], limit: 2 },
    ])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests)).toEqual([
      `GET /api/v1/platform/setting/users/contacts/search?ids=${first}&ids=${second}&limit=2`,
    ])
  })

  it('a user look-up by text, or with its own limit, is sent as given', async () => {
    const { client, requests } = fakeClient(200, { users: [] })
    const byText = searchUserContactsQuery(client, { searchValue: 'ivanov' })
    const chunk = searchUserContactsQuery(client, { ids: [first, second], limit: 1 })
    expect(byText.queryKey).toEqual([
      'setting',
      'settings',
      'userContacts',
      { searchValue: 'ivanov' },
    ])
    expect(chunk.queryKey).toEqual([
      'setting',
      'settings',
      'userContacts',
      { ids: [first, second], limit: 1 },
    ])
    await new QueryClient().fetchQuery(byText)
    await new QueryClient().fetchQuery(chunk)
    expect(sent(requests)).toEqual([
      'GET /api/v1/platform/setting/users/contacts/search?searchValue=ivanov',
      `GET /api/v1/platform/setting/users/contacts/search?ids=${first}&ids=${second}&limit=1`,
    ])
  })

  it('a look-up by more than 50 ids is capped at the platform’s bound', () => {
    const { client } = fakeClient(200, { users: [] })
    const ids = Array.from({ length: 60 }, (_, index) => `${index}`)
    expect(searchUserContactsQuery(client, { ids }).queryKey[3]).toEqual({ ids, limit: 50 })
  })
})
