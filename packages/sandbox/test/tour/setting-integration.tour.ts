import {
  downloadIntegrationRequest,
  downloadIntegrationResponse,
  listIntegrationRecords,
  listIntegrationSyncs,
  searchIntegrationKeys,
  setIntegrationSyncEnabled,
  startIntegrationSync,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'integration: the log, its filters and the payload downloads',
    async run(context) {
      const client = await context.as('admin')
      const { keys } = context.ok(
        await searchIntegrationKeys(client, { params: { query: { searchValue: 'comp' } } }),
        'searchIntegrationKeys',
      )
      const { monitoring } = context.ok(
        await listIntegrationRecords(client, {
          params: { query: { key: keys[0], status: 'error', createdFrom: '2026-01-01T00:00:00Z' } },
        }),
        'listIntegrationRecords',
      )
      context.ok(
        await listIntegrationRecords(client, {
          params: {
            query: { sortBy: 'createdAt', sort: 'asc', updatedTo: new Date().toISOString() },
          },
        }),
        'listIntegrationRecords (sorted)',
      )
      const record = monitoring.find((row) => row.request && row.response)
      if (!record) throw new Error('no exchange with payloads')
      const path = { id: record.id }
      context.ok(
        await downloadIntegrationRequest(client, { params: { path } }),
        'downloadIntegrationRequest',
      )
      context.ok(
        await downloadIntegrationResponse(client, { params: { path } }),
        'downloadIntegrationResponse',
      )
    },
  },
  {
    name: 'integration: toggle an entity and start its full synchronisation',
    async run(context) {
      const client = await context.as('admin')
      const { synchronizations } = context.ok(
        await listIntegrationSyncs(client, { params: { query: { sortBy: 'status', limit: 50 } } }),
        'listIntegrationSyncs',
      )
      const sync = synchronizations.find((row) => row.status !== 'process' && row.enabled)
      if (!sync) throw new Error('no idle synchronisation')
      const path = { id: sync.id }
      context.ok(
        await setIntegrationSyncEnabled(client, { params: { path }, body: { enabled: false } }),
        'setIntegrationSyncEnabled',
      )
      context.ok(
        await setIntegrationSyncEnabled(client, { params: { path }, body: { enabled: true } }),
        'setIntegrationSyncEnabled (back)',
      )
      context.ok(await startIntegrationSync(client, { params: { path } }), 'startIntegrationSync')
    },
  },
]
