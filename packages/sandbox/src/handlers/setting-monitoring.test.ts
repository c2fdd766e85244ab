import { crc32 as zlibCrc32 } from 'node:zlib'
import {
  downloadMonitoringXlsx,
  getDiagnosticsApplicationsStatus,
  getDiagnosticsStatus,
  getMonitoringStatus,
  listDiagnosticsVersions,
  listMonitoring,
  listMonitoringApplications,
  refreshDiagnostics,
  refreshMonitoring,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'

/** The entries of a zip whose files are stored, checked against their CRC. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const files = new Map<string, string>()
  let offset = 0
  while (view.getUint32(offset, true) === 0x04034b50) {
    expect(view.getUint16(offset + 8, true)).toBe(0)
    const crc = view.getUint32(offset + 14, true)
    const size = view.getUint32(offset + 18, true)
    const nameLength = view.getUint16(offset + 26, true)
    const name = new TextDecoder().decode(bytes.subarray(offset + 30, offset + 30 + nameLength))
    const content = bytes.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size)
    expect(zlibCrc32(content)).toBe(crc)
    files.set(name, new TextDecoder().decode(content))
    offset += 30 + nameLength + size
  }
  expect(view.getUint32(offset, true)).toBe(0x02014b50)
  return files
}

describe('monitoring', () => {
  it('lists checks of several applications, down first, in every criticality', async () => {
    const { client, sandbox } = await signedIn()
    const { monitoring, meta } = data(
      await listMonitoring(client, { params: { query: { limit: 100 } } }),
    )
    expect(meta).toMatchObject({
      sortBy: 'status',
      sort: 'desc',
      total: sandbox.state.monitoring.checks.length,
    })
    const statuses = monitoring.map((row) => row.status)
    const firstUp = statuses.indexOf('up')
    expect(firstUp).toBeGreaterThan(0)
    expect(statuses.slice(firstUp)).not.toContain('down')
    expect(new Set(monitoring.map((row) => row.critical))).toEqual(new Set([1, 2, 3]))
    const { applications } = data(await listMonitoringApplications(client))
    expect(new Set(monitoring.map((row) => row.application))).toEqual(
      new Set(applications.map((app) => app.code)),
    )
  })

  it('filters by applications, status and key, and refuses an unknown status', async () => {
    const { client } = await signedIn()
    const query = {
      applications: ['contacts', 'notify'],
      status: 'up' as const,
      key: 'sync',
      limit: 100,
    }
    const { monitoring } = data(await listMonitoring(client, { params: { query } }))
    expect(monitoring.length).toBeGreaterThan(0)
    for (const row of monitoring) {
      expect(['contacts', 'notify']).toContain(row.application)
      expect(row).toMatchObject({ status: 'up' })
      expect(row.key).toContain('sync')
    }
    const bad = await listMonitoring(client, {
      params: { query: { status: 'broken' as unknown as 'up' } },
    })
    expect(failure(bad).body?.errorList).toEqual({ status: ['errorInvalid'] })
  })

  it('recomputes on refresh and the indicator follows', async () => {
    const { client, clock, sandbox } = await signedIn()
    const before = data(await getMonitoringStatus(client))
    const down = sandbox.state.monitoring.checks.filter((check) => check.status === 'down').length
    expect(before).toMatchObject({
      status: 'down',
      down,
      total: sandbox.state.monitoring.checks.length,
    })
    clock.advance(60_000)
    const refreshed = data(await refreshMonitoring(client, { params: { query: { limit: 100 } } }))
    const after = data(await getMonitoringStatus(client))
    expect(after.checkedAt).toBe(clock.now.toISOString())
    expect(after.down).toBe(refreshed.monitoring.filter((row) => row.status === 'down').length)
    expect(data(await listMonitoring(client, { params: { query: { limit: 100 } } }))).toEqual(
      refreshed,
    )
  })

  it('exports the filtered checks to a real monitoring.xlsx', async () => {
    const { client } = await signedIn()
    const result = await downloadMonitoringXlsx(client, {
      params: { query: { applications: ['platform'] } },
    })
    const { blob, filename } = data(result)
    expect(filename).toBe('monitoring.xlsx')
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const files = unzip(new Uint8Array(await blob.arrayBuffer()))
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ])
    const sheet = files.get('xl/worksheets/sheet1.xml') ?? ''
    expect(sheet).toContain('<t xml:space="preserve">Ключ</t>')
    expect(sheet).toContain('platform.db.connection')
    expect(sheet).not.toContain('contacts.')
    const rows = sheet.match(/<row /g) ?? []
    const { monitoring } = data(
      await listMonitoring(client, { params: { query: { applications: ['platform'] } } }),
    )
    expect(rows).toHaveLength(monitoring.length + 1)
    const firstKey = /<row r="2">.*?<t xml:space="preserve">([^<]+)<\/t>/.exec(sheet)?.[1]
    expect(firstKey).toBe(monitoring[0]?.key)
  })
})

describe('diagnostics', () => {
  it('lists versions with recommendations and filters them', async () => {
    const { client } = await signedIn()
    const { versions } = data(await listDiagnosticsVersions(client))
    expect(versions.some((row) => row.status === 'down' && row.version === null)).toBe(true)
    expect(
      versions.some(
        (row) => row.version && row.recommendedVersion && row.version !== row.recommendedVersion,
      ),
    ).toBe(true)
    const filtered = data(
      await listDiagnosticsVersions(client, {
        params: { query: { application: 'not', status: 'down' } },
      }),
    )
    expect(filtered.versions.map((row) => row.application)).toEqual(['notify'])
  })

  it('derives both indicators from the versions and recomputes on refresh', async () => {
    const { client, clock } = await signedIn()
    const { versions } = data(await listDiagnosticsVersions(client))
    const status = data(await getDiagnosticsStatus(client))
    expect(status).toMatchObject({
      status: 'down',
      down: versions.filter((row) => row.status === 'down').length,
      total: versions.length,
    })
    const outdated = versions.filter(
      (row) => row.version && row.recommendedVersion && row.version !== row.recommendedVersion,
    )
    expect(data(await getDiagnosticsApplicationsStatus(client))).toMatchObject({
      down: outdated.length,
      status: 'down',
    })
    clock.advance(120_000)
    const refreshed = data(await refreshDiagnostics(client))
    expect(refreshed.versions).toHaveLength(versions.length)
    expect(data(await getDiagnosticsStatus(client)).checkedAt).toBe(clock.now.toISOString())
  })

  it('answers 403 with accessError without the access flags', async () => {
    const { client } = await signedIn('user')
    expect(failure(await getMonitoringStatus(client))).toEqual({
      status: 403,
      body: { accessError: true },
    })
    expect(failure(await getDiagnosticsStatus(client)).status).toBe(403)
    expect(failure(await getDiagnosticsApplicationsStatus(client)).status).toBe(403)
    expect(failure(await listMonitoring(client)).status).toBe(403)
  })
})
