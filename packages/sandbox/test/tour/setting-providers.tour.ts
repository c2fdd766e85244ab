import {
  checkProviderConnection,
  createBaseMappers,
  createMapper,
  createProvider,
  deleteMapper,
  deleteProvider,
  getProvider,
  listMapperFields,
  listMappers,
  listProviderSyncHistory,
  listProviders,
  setMapperEnabled,
  setProviderEnabled,
  startProviderSync,
  updateMapper,
  updateProvider,
  updateProviderSync,
} from '@platform/sdk'
import type { TourStop } from './harness'

const provider = {
  type: 'keycloak' as const,
  enabled: true,
  realm: 'sales',
  name: 'Sales Keycloak',
  url: 'https://sales-sso.example.ru',
  clientId: 'platform-sales',
  clientSecret: 'Zq8-Lm3_vT91pXs7Kd',
}

export const tour: TourStop[] = [
  {
    name: 'providers: the table and the history of a seeded synchronisation',
    async run(context) {
      const client = await context.as('admin')
      const { providers } = context.ok(
        await listProviders(client, { params: { query: { sortBy: 'type', sort: 'asc' } } }),
        'listProviders',
      )
      const seeded = providers.find((item) => item.name === 'Corporate Keycloak') ?? providers[0]
      if (!seeded) throw new Error('no provider')
      const details = context.ok(
        await getProvider(client, { params: { path: { id: seeded.id } } }),
        'getProvider',
      )
      const syncId = details.sync[0]?.id
      if (!syncId) throw new Error('no sync')
      context.ok(await listMappers(client, { params: { path: { syncId } } }), 'listMappers')
      context.ok(
        await listProviderSyncHistory(client, {
          params: { path: { syncId }, query: { limit: 10 } },
        }),
        'listProviderSyncHistory',
      )
      context.ok(await listMapperFields(client), 'listMapperFields')
    },
  },
  {
    name: 'providers: connect a new provider, set up its mappers, run a sync, remove it',
    async run(context) {
      const client = await context.as('admin')
      context.ok(
        await checkProviderConnection(client, { body: provider }),
        'checkProviderConnection',
      )
      const { id } = context.ok(await createProvider(client, { body: provider }), 'createProvider')
      const path = { id }
      context.ok(
        await updateProvider(client, {
          params: { path },
          body: { ...provider, realm: 'sales-ru' },
        }),
        'updateProvider',
      )
      context.ok(
        await setProviderEnabled(client, { params: { path }, body: { enabled: false } }),
        'setProviderEnabled',
      )
      context.ok(
        await setProviderEnabled(client, { params: { path }, body: { enabled: true } }),
        'setProviderEnabled (back)',
      )
      const created = context.ok(await getProvider(client, { params: { path } }), 'getProvider')
      const syncId = created.sync[0]?.id
      if (!syncId) throw new Error('no sync')
      context.ok(
        await updateProviderSync(client, {
          params: { path: { id, syncId } },
          body: {
            enabled: true,
            restartOnFailure: true,
            periodAmount: 6,
            periodUnit: 'hours',
            syncLimit: 50,
          },
        }),
        'updateProviderSync',
      )
      context.ok(
        await createBaseMappers(client, { params: { path: { syncId } } }),
        'createBaseMappers',
      )
      const mapper = {
        type: 'users-access' as const,
        enabled: true,
        name: 'salesRoles',
        customAttributes: true,
        mappingType: 'value' as const,
        attributes: [{ attribute: 'department', value: 'Отдел продаж' }],
        accessType: 'role' as const,
        accessIds: ['9b1e7c42-3f5a-4d08-8e6c-5a2f9d1b7e03'],
      }
      const added = context.ok(
        await createMapper(client, { params: { path: { syncId } }, body: mapper }),
        'createMapper',
      )
      context.ok(
        await updateMapper(client, {
          params: { path: { id: added.id } },
          body: {
            ...mapper,
            accessType: 'method',
            accessIds: ['4e7a1c93-8b2d-4f60-9c5e-1a3b7d9f2e48'],
          },
        }),
        'updateMapper',
      )
      context.ok(
        await setMapperEnabled(client, {
          params: { path: { id: added.id } },
          body: { enabled: false },
        }),
        'setMapperEnabled',
      )
      context.ok(await deleteMapper(client, { params: { path: { id: added.id } } }), 'deleteMapper')
      context.ok(await startProviderSync(client, { params: { path } }), 'startProviderSync')
      context.ok(await deleteProvider(client, { params: { path } }), 'deleteProvider')
    },
  },
]
