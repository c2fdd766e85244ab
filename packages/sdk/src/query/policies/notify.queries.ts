import { pagedList, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'notify'> = {
  listNotifications: pagedList,
}
