import type { Provider, ProviderInput, ProviderSync, ProviderSyncInput } from '@platform/sdk'

/** The Main tab's values: the provider's fields as typed. */
export type ProviderValues = ProviderInput

/** A new provider: a Keycloak one, active, the rest to be typed. */
export function providerValues(provider: Provider | null): ProviderValues {
  return {
    type: provider?.type ?? 'keycloak',
    enabled: provider?.enabled ?? true,
    realm: provider?.realm ?? '',
    name: provider?.name ?? '',
    url: provider?.url ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: provider?.clientSecret ?? '',
  }
}

/** The body of a create, an update or a connection check: text as typed, without the edges. */
export function providerInput(values: ProviderValues): ProviderInput {
  return {
    ...values,
    realm: values.realm.trim(),
    name: values.name.trim(),
    url: values.url.trim(),
  }
}

/** The users tab's values: the sync settings as saved. */
export function syncValues(sync: ProviderSync): ProviderSyncInput {
  return {
    enabled: sync.enabled,
    restartOnFailure: sync.restartOnFailure,
    periodAmount: sync.periodAmount,
    periodUnit: sync.periodUnit,
    syncLimit: sync.syncLimit,
  }
}
