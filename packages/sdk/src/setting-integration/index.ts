export { integrationKeys } from './keys'
export {
  setIntegrationSyncEnabledMutation,
  startIntegrationSyncMutation,
} from './setting-integration.mutations'
export {
  downloadIntegrationRequestQuery,
  downloadIntegrationResponseQuery,
  listIntegrationRecordsQuery,
  listIntegrationSyncsQuery,
  searchIntegrationKeysQuery,
} from './setting-integration.queries'
