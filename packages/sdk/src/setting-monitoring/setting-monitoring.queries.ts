import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
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
} from '../generated/operations'
import { unwrap } from '../query'
import { monitoringKeys } from './keys'

type MonitoringQuery = OperationQuery<'/platform/setting/monitoring', 'get'>
type VersionsQuery = OperationQuery<'/platform/setting/diagnostics/versions', 'get'>

/** The header's monitoring indicator; enable it only with `accesses.monitoringNotifyAccess`. */
export const getMonitoringStatusQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: monitoringKeys.monitoringStatus(),
    queryFn: ({ signal }) => unwrap(getMonitoringStatus(client, { signal })),
  })

/** The header's diagnostics indicator; enable it only with `accesses.diagnosticsNotifyAccess`. */
export const getDiagnosticsStatusQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: monitoringKeys.diagnosticsStatus(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsStatus(client, { signal })),
  })

/**
 * The header's update indicator; enable it only with
 * `accesses.diagnosticsApplicationsNotifyAccess`.
 */
export const getDiagnosticsApplicationsStatusQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: monitoringKeys.diagnosticsApplicationsStatus(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsApplicationsStatus(client, { signal })),
  })

export const listMonitoringApplicationsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: monitoringKeys.applications(),
    queryFn: ({ signal }) => unwrap(listMonitoringApplications(client, { signal })),
    // Reference data: the applications with checks change with installations only.
    staleTime: 5 * 60_000,
  })

export const listMonitoringQuery = (client: PlatformClient, query: MonitoringQuery = {}) =>
  queryOptions({
    queryKey: monitoringKeys.list(query),
    queryFn: ({ signal }) => unwrap(listMonitoring(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/**
 * Runs every check again and answers the recomputed table, with the filters, sorting and
 * paging of `listMonitoring`. Not for `useQuery`: the refresh button fetches it and puts the
 * answer in place of the table, so the list is not asked for a second time, and the header's
 * indicator is refreshed as it counts the same checks:
 *
 * ```ts
 * const table = await queryClient.fetchQuery(refreshMonitoringQuery(client, query))
 * queryClient.setQueryData(monitoringKeys.list(query), table)
 * queryClient.invalidateQueries({ queryKey: monitoringKeys.monitoringStatus() })
 * ```
 */
export const refreshMonitoringQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'> = {},
) =>
  queryOptions({
    queryKey: monitoringKeys.refresh(query),
    queryFn: ({ signal }) => unwrap(refreshMonitoring(client, { params: { query }, signal })),
    // Every press must recompute; the list's cache entry keeps the answer.
    staleTime: 0,
    gcTime: 0,
  })

/**
 * monitoring.xlsx for the screen's filters and order, as `{ blob, filename }`. The export
 * button fetches it: `await queryClient.fetchQuery(downloadMonitoringXlsxQuery(client, query))`.
 */
export const downloadMonitoringXlsxQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'> = {},
) =>
  queryOptions({
    queryKey: monitoringKeys.xlsx(query),
    queryFn: ({ signal }) => unwrap(downloadMonitoringXlsx(client, { params: { query }, signal })),
    // A file must not linger in memory, and each export must be current.
    staleTime: 0,
    gcTime: 0,
  })

export const listDiagnosticsVersionsQuery = (client: PlatformClient, query: VersionsQuery = {}) =>
  queryOptions({
    queryKey: monitoringKeys.versions(query),
    queryFn: ({ signal }) => unwrap(listDiagnosticsVersions(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/**
 * Asks every application for its version now and answers the recomputed versions table, with
 * the filters of `listDiagnosticsVersions`. Used like `refreshMonitoringQuery`; the header's
 * diagnostics and update indicators count the same versions:
 *
 * ```ts
 * const table = await queryClient.fetchQuery(refreshDiagnosticsQuery(client, query))
 * queryClient.setQueryData(monitoringKeys.versions(query), table)
 * queryClient.invalidateQueries({ queryKey: monitoringKeys.diagnosticsStatus() })
 * queryClient.invalidateQueries({ queryKey: monitoringKeys.diagnosticsApplicationsStatus() })
 * ```
 */
export const refreshDiagnosticsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'> = {},
) =>
  queryOptions({
    queryKey: monitoringKeys.diagnosticsRefresh(query),
    queryFn: ({ signal }) => unwrap(refreshDiagnostics(client, { params: { query }, signal })),
    // Every press must recompute; the versions' cache entry keeps the answer.
    staleTime: 0,
    gcTime: 0,
  })
