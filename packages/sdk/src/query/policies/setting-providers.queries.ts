import { neverKept, pagedList, type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-providers'> = {
  listProviders: pagedList,
  // The details carry the client secret, which must not outlive the modal in the cache.
  getProvider: neverKept,
  listMappers: pagedList,
  listProviderSyncHistory: pagedList,
  // The platform fields a mapper can fill are fixed.
  listMapperFields: referenceData,
}
