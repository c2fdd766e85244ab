import {
  blacklistKeys,
  networkAliasKeys,
  notifyMethodKeys,
  subscriptionKeys,
  whitelistKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'

// A network alias is offered by the alias look-up of the whitelist and blacklist modals
// (`searchNetworkAliases`), refreshed with its list.
const whitelist = () => [whitelistKeys.all]
const blacklist = () => [blacklistKeys.all]
const aliases = () => [networkAliasKeys.all]

export const mutations: MutationPolicies<'setting-lists'> = {
  // A method switched off leaves the people's subscription tables (`availableChannels`).
  setNotifyMethodEnabled: { invalidates: () => [notifyMethodKeys.all, subscriptionKeys.all] },
  createWhitelistEntry: { invalidates: whitelist },
  updateWhitelistEntry: { invalidates: whitelist },
  deleteWhitelistEntry: { invalidates: whitelist },
  setWhitelistEntryEnabled: { invalidates: whitelist },
  createBlacklistEntry: { invalidates: blacklist },
  updateBlacklistEntry: { invalidates: blacklist },
  deleteBlacklistEntry: { invalidates: blacklist },
  setBlacklistEntryEnabled: { invalidates: blacklist },
  createNetworkAlias: { invalidates: aliases },
  // Whitelist and blacklist entries show the alias by name.
  updateNetworkAlias: {
    invalidates: () => [...aliases(), whitelistKeys.all, blacklistKeys.all],
  },
  // An alias in use is refused (409), so no whitelist or blacklist entry changes.
  deleteNetworkAlias: { invalidates: aliases },
}
