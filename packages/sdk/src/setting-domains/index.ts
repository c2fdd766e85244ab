export { deviceTypeKeys, domainKeys, lookupKeys } from './keys'
export {
  createDeviceTypeMutation,
  createDomainMutation,
  deleteDeviceTypeMutation,
  deleteDomainMutation,
  setDomainEnabledMutation,
  updateDeviceTypeMutation,
  updateDomainMutation,
} from './setting-domains.mutations'
export {
  getBaseDomainSettingsQuery,
  getDomainQuery,
  listDeviceTypesQuery,
  listDomainsQuery,
  listStyleTemplatesQuery,
  searchBannersQuery,
  searchDeviceTypesQuery,
  searchDocumentsQuery,
  searchDomainsQuery,
  searchLocalesQuery,
} from './setting-domains.queries'
