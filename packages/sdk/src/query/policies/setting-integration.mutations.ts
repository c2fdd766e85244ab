import { integrationSyncKeys } from '../../generated/keys'
import type { MutationPolicies } from '../policy'

export const mutations: MutationPolicies<'setting-integration'> = {
  setIntegrationSyncEnabled: { invalidates: () => [integrationSyncKeys.all] },
  // The run goes on in the background; the row's status becomes `process` at once. The log
  // fills as the run goes and is not refreshed here.
  startIntegrationSync: { invalidates: () => [integrationSyncKeys.all] },
}
