// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  DownloadedFile,
  OperationArgs,
  OperationData,
  PlatformClient,
  PlatformResult,
} from '../../client'

/** Monitoring status indicator: `GET /platform/setting/monitoring/status`. */
export function getMonitoringStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/status', 'get'>>>
}

/** Diagnostics status indicator: `GET /platform/setting/diagnostics/status`. */
export function getDiagnosticsStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/status', 'get'>>>
}

/** Application updates indicator: `GET /platform/setting/diagnostics/applications/status`. */
export function getDiagnosticsApplicationsStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/applications/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/applications/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/applications/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/applications/status', 'get'>>>
}

/** Applications with monitoring checks: `GET /platform/setting/monitoring/applications`. */
export function listMonitoringApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/applications', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/applications', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/applications', 'get'>>>
}

/** Monitoring: `GET /platform/setting/monitoring`. */
export function listMonitoring(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring', 'get'>>>
}

/** Recompute monitoring: `GET /platform/setting/monitoring/refresh`. */
export function refreshMonitoring(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/refresh', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/refresh', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/refresh', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/refresh', 'get'>>>
}

/** Export monitoring to monitoring.xlsx: `GET /platform/setting/monitoring/xlsx`. */
export function downloadMonitoringXlsx(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/xlsx', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/monitoring/xlsx', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Application versions (diagnostics): `GET /platform/setting/diagnostics/versions`. */
export function listDiagnosticsVersions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/versions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/versions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/versions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/versions', 'get'>>>
}

/** Run the system check again: `GET /platform/setting/diagnostics/refresh`. */
export function refreshDiagnostics(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/refresh', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/refresh', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/refresh', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/refresh', 'get'>>>
}
