import type { QueryPolicies } from '../policy'

// `getAuthConfig` keeps the default staleness because `resendIn` counts down.
export const queries: QueryPolicies<'auth'> = {}
