export { settingsKeys } from './keys'
export {
  updatePlatformSettingsMutation,
  updateUsersSettingsMutation,
} from './setting-settings.mutations'
export {
  getPlatformSettingsQuery,
  getUsersSettingsQuery,
  searchNetworkAliasesQuery,
  searchRolesQuery,
  searchUserContactsQuery,
} from './setting-settings.queries'
