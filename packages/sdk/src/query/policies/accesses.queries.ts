import { pagedList, type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'accesses'> = {
  listAccessRequests: pagedList,
  // The request form's roles change only through administration.
  listAvailableRoles: referenceData,
}
