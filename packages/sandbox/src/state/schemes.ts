import type { AuthScheme, AuthSchemeFlow } from '@platform/sdk'

/** Owned by the authentication-schemes area. */
export interface SchemesState {
  flows: AuthSchemeFlow[]
  schemes: AuthScheme[]
}

/** Recomputes each flow's `used` and `base` from the schemes that name it. */
export function refreshFlowUsage(state: SchemesState): void {
  for (const flow of state.flows) {
    const names = (scheme: AuthScheme) =>
      [...scheme.firstFactor, ...scheme.secondFactor].some(
        (factor) => factor.id === flow.id && factor.enabled,
      )
    flow.used = state.schemes.some(names)
    flow.base = state.schemes.some((scheme) => scheme.base && names(scheme))
  }
}
