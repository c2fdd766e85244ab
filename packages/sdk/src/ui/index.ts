export { uiKeys } from './keys'
export {
  recordMetricsHitMutation,
  reportDeviceMutation,
  updateUserSettingsMutation,
} from './ui.mutations'
export {
  getDocumentViewQuery,
  getMenuQuery,
  getPlatformConfigureQuery,
  getPlatformMenuQuery,
  getProjectInfoQuery,
  getPublicSettingsQuery,
  getServiceApplicationQuery,
  getServicesMenuQuery,
  getStyleAssetQuery,
  getUserSettingsQuery,
  listCountryCodesQuery,
} from './ui.queries'
