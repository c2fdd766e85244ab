// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `getMonitoringStatus`. */
export const monitoringStatusKeys = {
  all: ['setting-monitoring', 'monitoringStatus'] as const,
  detail: () => ['setting-monitoring', 'monitoringStatus', 'detail'] as const,
}

/** The keys of `getDiagnosticsStatus`. */
export const diagnosticsStatusKeys = {
  all: ['setting-monitoring', 'diagnosticsStatus'] as const,
  detail: () => ['setting-monitoring', 'diagnosticsStatus', 'detail'] as const,
}

/** The keys of `getDiagnosticsApplicationsStatus`. */
export const diagnosticsApplicationsStatusKeys = {
  all: ['setting-monitoring', 'diagnosticsApplicationsStatus'] as const,
  detail: () => ['setting-monitoring', 'diagnosticsApplicationsStatus', 'detail'] as const,
}

/** The keys of `listMonitoringApplications`. */
export const monitoringApplicationKeys = {
  all: ['setting-monitoring', 'monitoringApplication'] as const,
  list: () => ['setting-monitoring', 'monitoringApplication', 'list'] as const,
}

/** The keys of `listMonitoring`, `refreshMonitoring`. */
export const monitoringKeys = {
  all: ['setting-monitoring', 'monitoring'] as const,
  lists: () => ['setting-monitoring', 'monitoring', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/monitoring', 'get'>) => ['setting-monitoring', 'monitoring', 'list', query] as const,
  refreshes: () => ['setting-monitoring', 'monitoring', 'refresh'] as const,
  refresh: (query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'>) => ['setting-monitoring', 'monitoring', 'refresh', query] as const,
}

/** The keys of `downloadMonitoringXlsx`. */
export const monitoringXlsxKeys = {
  all: ['setting-monitoring', 'monitoringXlsx'] as const,
  downloads: () => ['setting-monitoring', 'monitoringXlsx', 'download'] as const,
  download: (query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'>) => ['setting-monitoring', 'monitoringXlsx', 'download', query] as const,
}

/** The keys of `listDiagnosticsVersions`. */
export const diagnosticsVersionKeys = {
  all: ['setting-monitoring', 'diagnosticsVersion'] as const,
  lists: () => ['setting-monitoring', 'diagnosticsVersion', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'>) => ['setting-monitoring', 'diagnosticsVersion', 'list', query] as const,
}

/** The keys of `refreshDiagnostics`. */
export const diagnosticsKeys = {
  all: ['setting-monitoring', 'diagnostics'] as const,
  refreshes: () => ['setting-monitoring', 'diagnostics', 'refresh'] as const,
  refresh: (query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'>) => ['setting-monitoring', 'diagnostics', 'refresh', query] as const,
}
