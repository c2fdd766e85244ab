import type { OperationQuery } from '../client'

const all = ['setting', 'monitoring'] as const

export const monitoringKeys = {
  all,
  monitoringStatus: () => [...all, 'status', 'monitoring'] as const,
  diagnosticsStatus: () => [...all, 'status', 'diagnostics'] as const,
  diagnosticsApplicationsStatus: () => [...all, 'status', 'diagnosticsApplications'] as const,
  applications: () => [...all, 'applications'] as const,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/monitoring', 'get'>) =>
    [...all, 'list', query] as const,
  refresh: (query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'>) =>
    [...all, 'refresh', query] as const,
  xlsx: (query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'>) =>
    [...all, 'xlsx', query] as const,
  versionLists: () => [...all, 'versions'] as const,
  versions: (query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'>) =>
    [...all, 'versions', query] as const,
  diagnosticsRefresh: (query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'>) =>
    [...all, 'diagnosticsRefresh', query] as const,
}
