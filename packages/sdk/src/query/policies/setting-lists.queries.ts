import { pagedList, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'setting-lists'> = {
  listWhitelist: pagedList,
  listBlacklist: pagedList,
  listNetworkAliases: pagedList,
}
