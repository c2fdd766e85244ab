import { areaKeys, authFlowKeys, authSchemeKeys } from '../../generated/keys'
import type { MutationPolicies } from '../policy'

// The sign-in page offers the flows of the active schemes, tried by priority, so every change
// refreshes its answers (`getAuthConfig`); the flows' `used` and `base` follow the schemes'
// factors and base flag, so the calls that can change those refresh the flows too.
const schemes = () => [authSchemeKeys.all, authFlowKeys.all, areaKeys.auth]
const order = () => [authSchemeKeys.all, areaKeys.auth]

export const mutations: MutationPolicies<'setting-auth-schemas'> = {
  createAuthScheme: { invalidates: schemes },
  updateAuthScheme: { invalidates: schemes },
  deleteAuthScheme: { invalidates: schemes },
  setAuthSchemeActive: { invalidates: order },
  reorderAuthSchemes: { invalidates: order },
}
