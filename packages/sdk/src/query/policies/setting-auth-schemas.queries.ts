import { type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-auth-schemas'> = {
  // The flows are fixed; scheme changes that move `used` and `base` invalidate them.
  listAuthFlows: referenceData,
}
