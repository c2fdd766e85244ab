export { providerKeys } from './keys'
export {
  checkProviderConnectionMutation,
  createBaseMappersMutation,
  createMapperMutation,
  createProviderMutation,
  deleteMapperMutation,
  deleteProviderMutation,
  setMapperEnabledMutation,
  setProviderEnabledMutation,
  startProviderSyncMutation,
  updateMapperMutation,
  updateProviderMutation,
  updateProviderSyncMutation,
} from './setting-providers.mutations'
export {
  getProviderQuery,
  listMapperFieldsQuery,
  listMappersQuery,
  listProviderSyncHistoryQuery,
  listProvidersQuery,
} from './setting-providers.queries'
