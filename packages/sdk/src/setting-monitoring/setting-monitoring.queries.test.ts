import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createPlatformClient, type OperationQuery } from '../client'
import { fakeClient } from '../testing/harness'
import {
  downloadMonitoringXlsxQuery,
  getDiagnosticsApplicationsStatusQuery,
  getDiagnosticsStatusQuery,
  getMonitoringStatusQuery,
  listDiagnosticsVersionsQuery,
  listMonitoringApplicationsQuery,
  listMonitoringQuery,
  refreshDiagnosticsQuery,
  refreshMonitoringQuery,
} from './setting-monitoring.queries'

const api = 'http://platform.test/api/v1/platform/setting'
const sentBy = (requests: Request[]) => requests.map((r) => `${r.method} ${r.url}`)
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('indicators and reference data', () => {
  it.each([
    ['monitoring status', getMonitoringStatusQuery, ['status', 'monitoring'], 'monitoring/status'],
    [
      'diagnostics status',
      getDiagnosticsStatusQuery,
      ['status', 'diagnostics'],
      'diagnostics/status',
    ],
    [
      'update status',
      getDiagnosticsApplicationsStatusQuery,
      ['status', 'diagnosticsApplications'],
      'diagnostics/applications/status',
    ],
    ['applications', listMonitoringApplicationsQuery, ['applications'], 'monitoring/applications'],
  ] as const)('%s', async (_name, make, key, path) => {
    const { client, requests } = fakeClient()
    const options: { queryKey: QueryKey } = make(client)
    expect(options.queryKey).toEqual(['setting', 'monitoring', ...key])
    await new QueryClient().fetchQuery(options)
    expect(sentBy(requests)).toEqual([`GET ${api}/${path}`])
  })
})

describe('monitoring table', () => {
  const query: OperationQuery<'/platform/setting/monitoring', 'get'> = {
    page: 2,
    sortBy: 'status',
    sort: 'desc',
    applications: ['platform', 'contacts'],
    status: 'down',
  }

  it('the list carries its filters in the key and the request', async () => {
    const { client, requests } = fakeClient()
    const options = listMonitoringQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'monitoring', 'list', query])
    await new QueryClient().fetchQuery(options)
    expect(sentBy(requests)).toEqual([
      `GET ${api}/monitoring?page=2&sortBy=status&sort=desc&applications=platform&applications=contacts&status=down`,
    ])
  })

  it('refresh recomputes on every press and leaves its answer to the list', async () => {
    const table = { checks: [], meta: { page: 2, limit: 20, total: 0, sortBy: null, sort: null } }
    const { client, requests } = fakeClient(200, table)
    const queryClient = new QueryClient()
    const refresh = refreshMonitoringQuery(client, query)
    expect(refresh.queryKey).toEqual(['setting', 'monitoring', 'refresh', query])

    const answer = await queryClient.fetchQuery(refresh)
    queryClient.setQueryData(listMonitoringQuery(client, query).queryKey, answer)
    await queryClient.fetchQuery(refresh)

    expect(sentBy(requests)).toEqual([
      `GET ${api}/monitoring/refresh?page=2&sortBy=status&sort=desc&applications=platform&applications=contacts&status=down`,
      `GET ${api}/monitoring/refresh?page=2&sortBy=status&sort=desc&applications=platform&applications=contacts&status=down`,
    ])
    await tick()
    expect(queryClient.getQueryData(refresh.queryKey)).toBeUndefined()
    expect(queryClient.getQueryData(listMonitoringQuery(client, query).queryKey)).toEqual(table)
  })

  it('the export is a named file that does not stay in the cache', async () => {
    const requests: Request[] = []
    const client = createPlatformClient({
      baseUrl: 'http://platform.test/api/v1',
      fetch: async (request) => {
        requests.push(request)
        return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="monitoring.xlsx"',
          },
        })
      },
    })
    const queryClient = new QueryClient()
    const options = downloadMonitoringXlsxQuery(client, { status: 'down', key: 'kafka' })
    expect(options.queryKey).toEqual([
      'setting',
      'monitoring',
      'xlsx',
      { status: 'down', key: 'kafka' },
    ])

    const file = await queryClient.fetchQuery(options)

    expect(file.filename).toBe('monitoring.xlsx')
    expect(file.blob.size).toBe(4)
    expect(sentBy(requests)).toEqual([`GET ${api}/monitoring/xlsx?status=down&key=kafka`])
    await tick()
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined()
  })
})

describe('diagnostics', () => {
  const query = { application: 'contacts', status: 'up' } as const

  it('the versions carry their filters in the key and the request', async () => {
    const { client, requests } = fakeClient()
    const options = listDiagnosticsVersionsQuery(client, query)
    expect(options.queryKey).toEqual(['setting', 'monitoring', 'versions', query])
    await new QueryClient().fetchQuery(options)
    expect(sentBy(requests)).toEqual([
      `GET ${api}/diagnostics/versions?application=contacts&status=up`,
    ])
  })

  it('refresh recomputes on every press', async () => {
    const { client, requests } = fakeClient(200, { versions: [] })
    const queryClient = new QueryClient()
    const refresh = refreshDiagnosticsQuery(client, query)
    expect(refresh.queryKey).toEqual(['setting', 'monitoring', 'diagnosticsRefresh', query])
    queryClient.setQueryData(
      listDiagnosticsVersionsQuery(client, query).queryKey,
      await queryClient.fetchQuery(refresh),
    )
    await queryClient.fetchQuery(refresh)
    expect(sentBy(requests)).toEqual([
      `GET ${api}/diagnostics/refresh?application=contacts&status=up`,
      `GET ${api}/diagnostics/refresh?application=contacts&status=up`,
    ])
  })
})
