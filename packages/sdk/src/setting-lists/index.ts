export { listKeys } from './keys'
export {
  createBlacklistEntryMutation,
  createNetworkAliasMutation,
  createWhitelistEntryMutation,
  deleteBlacklistEntryMutation,
  deleteNetworkAliasMutation,
  deleteWhitelistEntryMutation,
  setBlacklistEntryEnabledMutation,
  setNotifyMethodEnabledMutation,
  setWhitelistEntryEnabledMutation,
  updateBlacklistEntryMutation,
  updateNetworkAliasMutation,
  updateWhitelistEntryMutation,
} from './setting-lists.mutations'
export {
  listBlacklistQuery,
  listNetworkAliasesQuery,
  listNotifyMethodsQuery,
  listWhitelistQuery,
} from './setting-lists.queries'
