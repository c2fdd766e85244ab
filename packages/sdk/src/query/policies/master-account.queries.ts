import { pagedList, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'master-account'> = {
  listIncomingAccessRequests: pagedList,
  // The picker keeps its options while the next search runs, so they do not empty at each key.
  searchContractors: pagedList,
  listInvitations: pagedList,
}
