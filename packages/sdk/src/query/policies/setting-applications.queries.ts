import { neverKept, pagedList, type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-applications'> = {
  listApplications: pagedList,
  // A client's secret is read when the administrator copies it, and never kept.
  getClientSecret: neverKept,
  listApplicationSessions: pagedList,
  // Filter options change only with an application's methods, which invalidate them.
  filterMethods: referenceData,
}
