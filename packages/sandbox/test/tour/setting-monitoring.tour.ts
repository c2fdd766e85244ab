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
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'monitoring: header indicators',
    async run(context) {
      const client = await context.as('admin')
      context.ok(await getMonitoringStatus(client), 'getMonitoringStatus')
      context.ok(await getDiagnosticsStatus(client), 'getDiagnosticsStatus')
      context.ok(await getDiagnosticsApplicationsStatus(client), 'getDiagnosticsApplicationsStatus')
    },
  },
  {
    name: 'monitoring: the table, its filters, a refresh and the export',
    async run(context) {
      const client = await context.as('admin')
      const { applications } = context.ok(
        await listMonitoringApplications(client),
        'listMonitoringApplications',
      )
      const codes = applications.slice(0, 2).map((application) => application.code)
      context.ok(
        await listMonitoring(client, { params: { query: { sortBy: 'status', sort: 'desc' } } }),
        'listMonitoring',
      )
      const query = { applications: codes, status: 'down' as const, key: 'queue' }
      context.ok(await listMonitoring(client, { params: { query } }), 'listMonitoring (filtered)')
      context.ok(
        await refreshMonitoring(client, {
          params: { query: { sortBy: 'critical', sort: 'desc' } },
        }),
        'refreshMonitoring',
      )
      const file = context.ok(
        await downloadMonitoringXlsx(client, { params: { query: { applications: codes } } }),
        'downloadMonitoringXlsx',
      )
      if (file.filename !== 'monitoring.xlsx') throw new Error(`file named ${file.filename}`)
    },
  },
  {
    name: 'monitoring: diagnostics versions and a new system check',
    async run(context) {
      const client = await context.as('admin')
      context.ok(await listDiagnosticsVersions(client), 'listDiagnosticsVersions')
      context.ok(
        await listDiagnosticsVersions(client, {
          params: { query: { application: 'plat', status: 'up' } },
        }),
        'listDiagnosticsVersions (filtered)',
      )
      context.ok(await refreshDiagnostics(client), 'refreshDiagnostics')
    },
  },
]
