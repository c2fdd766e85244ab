import { pagedList, type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-domains'> = {
  listDomains: pagedList,
  // Templates ship with the platform and no call here changes them.
  listStyleTemplates: referenceData,
  listDeviceTypes: pagedList,
}
