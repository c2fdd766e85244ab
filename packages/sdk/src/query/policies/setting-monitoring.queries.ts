import { neverKept, pagedList, type QueryPolicies, referenceData } from '../policy'

// The header's indicators (`getMonitoringStatus`, `getDiagnosticsStatus`,
// `getDiagnosticsApplicationsStatus`) are enabled only with their `accesses` flags.
//
// The refresh calls run every check (or ask every application its version) again and answer
// the recomputed table. Not for `useQuery`: the refresh button fetches it and puts the answer
// in place of the table, so the list is not asked for twice, and refreshes the indicators that
// count the same checks:
//
//   const table = await queryClient.fetchQuery(refreshMonitoringQuery(client, query))
//   queryClient.setQueryData(monitoringKeys.list(query), table)
//   queryClient.invalidateQueries({ queryKey: monitoringStatusKeys.all })

export const queries: QueryPolicies<'setting-monitoring'> = {
  // The applications with checks change with installations only.
  listMonitoringApplications: referenceData,
  listMonitoring: pagedList,
  // Every press must recompute; the list's cache entry keeps the answer.
  refreshMonitoring: neverKept,
  // monitoring.xlsx for the screen's filters: a file must not linger, and each export is current.
  downloadMonitoringXlsx: neverKept,
  listDiagnosticsVersions: pagedList,
  refreshDiagnostics: neverKept,
}
