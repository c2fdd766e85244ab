import type { QueryPolicies } from '../policy'

// The license and its sessions are read at the client's defaults.
export const queries: QueryPolicies<'setting-license'> = {}
