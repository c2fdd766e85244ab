import type { MutationOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PlatformClient } from '../client'
import type { PlatformError } from '../errors'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { providerKeys } from './keys'
import {
  checkProviderConnectionMutation,
  createBaseMappersMutation,
  createMapperMutation,
  createProviderMutation,
  deleteMapperMutation,
  deleteProviderMutation,
  setMapperEnabledMutation,
  setProviderEnabledMutation,
  startProviderSyncMutation,
  updateMapperMutation,
  updateProviderMutation,
  updateProviderSyncMutation,
} from './setting-providers.mutations'

const id = '5b0e7c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c'
const syncId = '6c1f8d2b-3a4e-4f6b-9c7d-8e9f0a1b2c3d'
const mapperId = '7d2a9e3c-4b5f-4a7c-8d8e-9f0a1b2c3d4e'
const api = '/api/v1/platform/setting/providers'
const provider = {
  type: 'keycloak',
  enabled: true,
  realm: 'corp',
  name: 'Corporate Keycloak',
  url: 'https://sso.example.ru',
  clientId: 'platform-sync',
  clientSecret: 's3cr3t',
} as const
const mapper = {
  type: 'users-base',
  enabled: true,
  name: 'email',
  before: 'mail',
  after: 'email',
  customAttributes: false,
  mappingType: 'key',
} as const

/** Runs a mutation against a fake platform: what it sent and which keys it invalidated. */
async function run<TData, TVariables>(
  make: (client: PlatformClient) => MutationOptions<TData, PlatformError, TVariables>,
  variables: TVariables,
  status = 204,
) {
  const { client, requests } = fakeClient(status, { id, status: 'connected' })
  const keys = await invalidatedBy(make(client), variables)
  const request = requests[0]
  const text = await request?.text()
  return {
    request: `${request?.method} ${new URL(request?.url ?? '').pathname}`,
    body: text ? JSON.parse(text) : undefined,
    keys,
  }
}

describe('providers', () => {
  it('create refreshes the table and the menus', async () => {
    expect(await run(createProviderMutation, { body: provider }, 201)).toEqual({
      request: `POST ${api}`,
      body: provider,
      keys: [providerKeys.lists(), uiKeys.menus()],
    })
  })

  it('update refreshes the table, the provider and the menus', async () => {
    expect(await run(updateProviderMutation, { params: { path: { id } }, body: provider })).toEqual(
      {
        request: `PUT ${api}/${id}`,
        body: provider,
        keys: [providerKeys.lists(), providerKeys.detail(id), uiKeys.menus()],
      },
    )
  })

  it('delete refreshes the table, the provider and the menus', async () => {
    expect(await run(deleteProviderMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${api}/${id}`,
      body: undefined,
      keys: [providerKeys.lists(), providerKeys.detail(id), uiKeys.menus()],
    })
  })

  it('a toggle refreshes the table and the provider', async () => {
    expect(
      await run(setProviderEnabledMutation, { params: { path: { id } }, body: { enabled: false } }),
    ).toEqual({
      request: `PUT ${api}/${id}/enabled`,
      body: { enabled: false },
      keys: [providerKeys.lists(), providerKeys.detail(id)],
    })
  })

  it('a connection check saves nothing, so nothing is invalidated', async () => {
    const entered = { ...provider, id }
    expect(await run(checkProviderConnectionMutation, { body: entered }, 200)).toEqual({
      request: `POST ${api}/status`,
      body: entered,
      keys: [],
    })
  })
})

describe('synchronisation', () => {
  it('start refreshes the provider, whose sync status changes', async () => {
    expect(await run(startProviderSyncMutation, { params: { path: { id } } })).toEqual({
      request: `POST ${api}/${id}/sync/start`,
      body: undefined,
      keys: [providerKeys.detail(id)],
    })
  })

  it('saving the users tab refreshes the provider', async () => {
    const settings = {
      enabled: true,
      restartOnFailure: false,
      periodAmount: 6,
      periodUnit: 'hours',
      syncLimit: 50,
    } as const
    expect(
      await run(updateProviderSyncMutation, { params: { path: { id, syncId } }, body: settings }),
    ).toEqual({
      request: `PUT ${api}/${id}/sync/${syncId}`,
      body: settings,
      keys: [providerKeys.detail(id)],
    })
  })
})

describe('mappers', () => {
  it('create refreshes the mappers of its sync', async () => {
    expect(
      await run(createMapperMutation, { params: { path: { syncId } }, body: mapper }, 201),
    ).toEqual({
      request: `POST ${api}/sync/${syncId}/mappers`,
      body: mapper,
      keys: [providerKeys.syncMappers(syncId)],
    })
  })

  it('base mappers refresh the mappers of the sync and every provider', async () => {
    expect(await run(createBaseMappersMutation, { params: { path: { syncId } } })).toEqual({
      request: `POST ${api}/sync/${syncId}/base`,
      body: undefined,
      keys: [providerKeys.syncMappers(syncId), providerKeys.details()],
    })
  })

  it('update refreshes every mapper list', async () => {
    expect(
      await run(updateMapperMutation, { params: { path: { id: mapperId } }, body: mapper }),
    ).toEqual({
      request: `PUT ${api}/mappers/${mapperId}`,
      body: mapper,
      keys: [providerKeys.mapperLists()],
    })
  })

  it('delete refreshes every mapper list', async () => {
    expect(await run(deleteMapperMutation, { params: { path: { id: mapperId } } })).toEqual({
      request: `DELETE ${api}/mappers/${mapperId}`,
      body: undefined,
      keys: [providerKeys.mapperLists()],
    })
  })

  it('a toggle refreshes every mapper list', async () => {
    expect(
      await run(setMapperEnabledMutation, {
        params: { path: { id: mapperId } },
        body: { enabled: true },
      }),
    ).toEqual({
      request: `PUT ${api}/mappers/${mapperId}/enabled`,
      body: { enabled: true },
      keys: [providerKeys.mapperLists()],
    })
  })

  it('the mappers of one sync are a prefix of its pages, not of another sync', () => {
    const page = providerKeys.mappers(syncId, { page: 2 })
    expect(page.slice(0, 4)).toEqual(providerKeys.syncMappers(syncId))
    expect(providerKeys.mappers(id, {}).slice(0, 4)).not.toEqual(providerKeys.syncMappers(syncId))
  })
})
