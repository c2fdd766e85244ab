// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-monitoring.queries'
import {
  diagnosticsApplicationsStatusKeys,
  diagnosticsKeys,
  diagnosticsStatusKeys,
  diagnosticsVersionKeys,
  monitoringApplicationKeys,
  monitoringKeys,
  monitoringStatusKeys,
  monitoringXlsxKeys,
} from '../keys'
import {
  getMonitoringStatus,
  getDiagnosticsStatus,
  getDiagnosticsApplicationsStatus,
  listMonitoringApplications,
  listMonitoring,
  refreshMonitoring,
  downloadMonitoringXlsx,
  listDiagnosticsVersions,
  refreshDiagnostics,
} from '../operations'

/** Monitoring status indicator: `GET /platform/setting/monitoring/status`. */
export const getMonitoringStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getMonitoringStatus,
    queryKey: monitoringStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getMonitoringStatus(client, { signal })),
  })

/** Diagnostics status indicator: `GET /platform/setting/diagnostics/status`. */
export const getDiagnosticsStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getDiagnosticsStatus,
    queryKey: diagnosticsStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsStatus(client, { signal })),
  })

/** Application updates indicator: `GET /platform/setting/diagnostics/applications/status`. */
export const getDiagnosticsApplicationsStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getDiagnosticsApplicationsStatus,
    queryKey: diagnosticsApplicationsStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsApplicationsStatus(client, { signal })),
  })

/** Applications with monitoring checks: `GET /platform/setting/monitoring/applications`. */
export const listMonitoringApplicationsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listMonitoringApplications,
    queryKey: monitoringApplicationKeys.list(),
    queryFn: ({ signal }) => unwrap(listMonitoringApplications(client, { signal })),
  })

/** Monitoring: `GET /platform/setting/monitoring`. */
export const listMonitoringQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listMonitoring, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listMonitoring(client, { params: { query: sent }, signal })),
  })
}

/** Recompute monitoring: `GET /platform/setting/monitoring/refresh`. */
export const refreshMonitoringQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.refreshMonitoring, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringKeys.refresh(sent),
    queryFn: ({ signal }) => unwrap(refreshMonitoring(client, { params: { query: sent }, signal })),
  })
}

/** Export monitoring to monitoring.xlsx: `GET /platform/setting/monitoring/xlsx`. */
export const downloadMonitoringXlsxQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.downloadMonitoringXlsx, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringXlsxKeys.download(sent),
    queryFn: ({ signal }) => unwrap(downloadMonitoringXlsx(client, { params: { query: sent }, signal })),
  })
}

/** Application versions (diagnostics): `GET /platform/setting/diagnostics/versions`. */
export const listDiagnosticsVersionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listDiagnosticsVersions, query)
  return queryOptions({
    ...cache,
    queryKey: diagnosticsVersionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDiagnosticsVersions(client, { params: { query: sent }, signal })),
  })
}

/** Run the system check again: `GET /platform/setting/diagnostics/refresh`. */
export const refreshDiagnosticsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.refreshDiagnostics, query)
  return queryOptions({
    ...cache,
    queryKey: diagnosticsKeys.refresh(sent),
    queryFn: ({ signal }) => unwrap(refreshDiagnostics(client, { params: { query: sent }, signal })),
  })
}
