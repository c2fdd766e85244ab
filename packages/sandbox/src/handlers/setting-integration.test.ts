import {
  downloadIntegrationRequest,
  downloadIntegrationResponse,
  listHistory,
  listIntegrationRecords,
  listIntegrationSyncs,
  searchIntegrationKeys,
  setIntegrationSyncEnabled,
  startIntegrationSync,
  syncEntityValues,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'

describe('integration log', () => {
  it('holds over a thousand exchanges of every entity and status, newest change first', async () => {
    const { client, sandbox } = await signedIn()
    const { monitoring, meta } = data(
      await listIntegrationRecords(client, { params: { query: { limit: 100 } } }),
    )
    expect(meta).toMatchObject({ sortBy: 'updatedAt', sort: 'desc' })
    expect(meta.total).toBeGreaterThanOrEqual(1000)
    const updated = monitoring.map((row) => row.updatedAt)
    expect(updated).toEqual([...updated].sort().reverse())
    const records = sandbox.state.integration.records
    for (const key of syncEntityValues) {
      for (const status of ['wait', 'success', 'error']) {
        expect(records.some((record) => record.key === key && record.status === status)).toBe(true)
      }
    }
    const long = records.find((record) => (record.request?.length ?? 0) > 200)
    if (!long) throw new Error('no long payload')
    const page = data(
      await listIntegrationRecords(client, { params: { query: { limit: 1000, key: long.key } } }),
    )
    const row = page.monitoring.find((item) => item.id === long.id)
    expect(row?.request).toBe(long.request?.slice(0, 200))
  })

  it('filters by key, status and moments, and refuses reversed ranges', async () => {
    const { client } = await signedIn()
    const query = {
      key: 'companies' as const,
      status: 'error' as const,
      createdFrom: '2026-11-01T00:00:00Z',
      updatedTo: '2026-11-21T23:59:59Z',
      limit: 1000,
    }
    const { monitoring } = data(await listIntegrationRecords(client, { params: { query } }))
    expect(monitoring.length).toBeGreaterThan(0)
    for (const row of monitoring) {
      expect(row).toMatchObject({ key: 'companies', status: 'error' })
      expect(row.createdAt >= query.createdFrom).toBe(true)
    }
    const reversed = await listIntegrationRecords(client, {
      params: { query: { createdFrom: '2026-11-02T00:00:00Z', createdTo: '2026-11-01T00:00:00Z' } },
    })
    expect(failure(reversed).body?.errorList).toEqual({ createdTo: ['errorDateOrder'] })
  })

  it('finds keys by code or translated name', async () => {
    const { client } = await signedIn()
    const personnel = data(
      await searchIntegrationKeys(client, { params: { query: { searchValue: 'personnel' } } }),
    )
    expect(personnel.keys).toEqual([
      'personnelActions',
      'personnelActionsAggs',
      'personnelTypes',
      'personnelRelationshipTypes',
    ])
    const russian = data(
      await searchIntegrationKeys(client, { params: { query: { searchValue: 'подпис' } } }),
    )
    expect(russian.keys).toEqual(['subscribes', 'subscribers', 'subscribesSchedules'])
    expect(data(await searchIntegrationKeys(client)).keys).toHaveLength(18)
  })

  it('downloads whole payloads with their file names; 404 without one', async () => {
    const { client, sandbox } = await signedIn()
    const records = sandbox.state.integration.records
    const json = records.find(
      (record) => record.key === 'companies' && record.status === 'error' && record.request,
    )
    const xml = records.find((record) => record.key === 'countries' && record.status === 'success')
    const waiting = records.find((record) => record.status === 'wait')
    if (!json || !xml || !waiting) throw new Error('missing seeded records')
    const request = data(
      await downloadIntegrationRequest(client, { params: { path: { id: json.id } } }),
    )
    expect(request.filename).toBe(`request-${json.id}.json`)
    expect(await request.blob.text()).toBe(json.request)
    expect(JSON.parse(await request.blob.text())).toMatchObject({
      inn: expect.stringMatching(/^\d{10}$/),
    })
    const response = data(
      await downloadIntegrationResponse(client, { params: { path: { id: xml.id } } }),
    )
    expect(response.filename).toBe(`response-${xml.id}.xml`)
    expect(await response.blob.text()).toContain('<status>ok</status>')
    expect(
      failure(await downloadIntegrationResponse(client, { params: { path: { id: waiting.id } } }))
        .status,
    ).toBe(404)
    const unknown = { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }
    expect(failure(await downloadIntegrationRequest(client, unknown)).status).toBe(404)
  })
})

describe('integration synchronisation', () => {
  it('lists every entity with toggles and statuses', async () => {
    const { client } = await signedIn()
    const { synchronizations, meta } = data(
      await listIntegrationSyncs(client, { params: { query: { limit: 100 } } }),
    )
    expect(meta).toMatchObject({ total: 18, sortBy: 'entity', sort: 'asc' })
    expect(new Set(synchronizations.map((row) => row.status))).toEqual(
      new Set(['await', 'process', 'success', 'error']),
    )
    expect(new Set(synchronizations.map((row) => row.enabled))).toEqual(new Set([true, false]))
    const devices = synchronizations.find((row) => row.entity === 'devicesTypes')
    if (!devices) throw new Error('no devicesTypes')
    data(
      await setIntegrationSyncEnabled(client, {
        params: { path: { id: devices.id } },
        body: { enabled: true },
      }),
    )
    const after = data(
      await listIntegrationSyncs(client, { params: { query: { limit: 100 } } }),
    ).synchronizations
    expect(after.find((row) => row.id === devices.id)?.enabled).toBe(true)
  })

  it('starts a full sync, refuses a second one, and finishes it later with exchanges', async () => {
    const { client, clock, sandbox } = await signedIn()
    const sync = sandbox.state.integration.syncs.find((item) => item.entity === 'roles')
    const running = sandbox.state.integration.syncs.find((item) => item.status === 'process')
    if (!sync || !running) throw new Error('missing syncs')
    const path = { id: sync.id }
    data(await startIntegrationSync(client, { params: { path } }))
    expect(failure(await startIntegrationSync(client, { params: { path } }))).toEqual({
      status: 409,
      body: { error: 'syncInProgress' },
    })
    expect(
      failure(await startIntegrationSync(client, { params: { path: { id: running.id } } })).status,
    ).toBe(409)
    const listed = data(
      await listIntegrationSyncs(client, { params: { query: { limit: 100 } } }),
    ).synchronizations
    expect(listed.find((row) => row.id === sync.id)?.status).toBe('process')
    clock.advance(6_000)
    const finished = data(
      await listIntegrationSyncs(client, { params: { query: { limit: 100 } } }),
    ).synchronizations
    expect(finished.find((row) => row.id === sync.id)).toMatchObject({
      status: 'success',
      lastSyncAt: new Date(clock.now.getTime() - 1_000).toISOString(),
    })
    const latest = data(
      await listIntegrationRecords(client, { params: { query: { key: 'roles', limit: 3 } } }),
    ).monitoring
    expect(
      latest.every(
        (row) => row.status === 'success' && row.createdAt.startsWith('2026-11-21T09:30'),
      ),
    ).toBe(true)
    const history = data(
      await listHistory(client, {
        params: { query: { entity: 'integrationSynchronization', type: 'start', limit: 1 } },
      }),
    )
    expect(history.history[0]).toMatchObject({ entityId: sync.id, entityTitle: 'Роли' })
  })

  it('refuses anyone but an administrator', async () => {
    const { client } = await signedIn('user')
    expect(failure(await listIntegrationRecords(client)).status).toBe(403)
    expect(failure(await listIntegrationSyncs(client)).status).toBe(403)
  })
})
