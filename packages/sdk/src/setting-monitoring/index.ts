export { monitoringKeys } from './keys'
export {
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
