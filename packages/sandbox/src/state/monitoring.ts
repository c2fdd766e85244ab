import type { DiagnosticsVersion, MonitoringApplication, MonitoringRow } from '@platform/sdk'

/** Owned by the monitoring area: the checks, the versions table and when each was computed. */
export interface MonitoringState {
  applications: MonitoringApplication[]
  checks: MonitoringRow[]
  checkedAt: string | null
  versions: DiagnosticsVersion[]
  diagnosedAt: string | null
}
