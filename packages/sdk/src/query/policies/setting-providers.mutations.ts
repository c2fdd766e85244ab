import { mapperKeys, providerKeys } from '../../generated/keys'
import { type MutationPolicies, nothing } from '../policy'
import { menus } from './ui.mutations'

export const mutations: MutationPolicies<'setting-providers'> = {
  // Providers are listed by name in the menu.
  createProvider: { invalidates: () => [providerKeys.lists(), ...menus()] },
  updateProvider: {
    invalidates: ({ params }) => [
      providerKeys.lists(),
      providerKeys.detail(params.path.id),
      ...menus(),
    ],
  },
  deleteProvider: {
    invalidates: ({ params }) => [
      providerKeys.lists(),
      providerKeys.detail(params.path.id),
      ...menus(),
    ],
  },
  setProviderEnabled: {
    invalidates: ({ params }) => [providerKeys.lists(), providerKeys.detail(params.path.id)],
  },
  // Connects with the values as entered, saved or not.
  checkProviderConnection: { invalidates: nothing },
  // The sync's status becomes `await` or `process`, which the provider's details show.
  startProviderSync: { invalidates: ({ params }) => [providerKeys.detail(params.path.id)] },
  // Sync settings are part of the provider's details; the table does not show them.
  updateProviderSync: { invalidates: ({ params }) => [providerKeys.detail(params.path.id)] },
  createMapper: { invalidates: ({ params }) => [mapperKeys.lists(params.path.syncId)] },
  // Sets the sync's `baseMappers` flag as well; the call names only the sync, not its
  // provider, so every provider's details are refreshed.
  createBaseMappers: {
    invalidates: ({ params }) => [mapperKeys.lists(params.path.syncId), providerKeys.details()],
  },
  // A mapper's own calls do not name its sync, so every mapper list is refreshed.
  updateMapper: { invalidates: () => [mapperKeys.all] },
  deleteMapper: { invalidates: () => [mapperKeys.all] },
  setMapperEnabled: { invalidates: () => [mapperKeys.all] },
}
