import {
  platformConfigureKeys,
  platformSettingsKeys,
  projectInfoKeys,
  publicSettingsKeys,
  usersSettingsKeys,
} from '../../generated/keys'
import type { AreaPolicy } from '../policy'

/** The most users one look-up may ask for, the contract's bound of `limit`. */
const userSearchLimit = 50

export const policy: AreaPolicy<'setting-settings'> = {
  queries: {
    // A look-up by ids without its own `limit` asks for as many users as it names, at most 50,
    // as the contract requires; a picker with more selected users asks in chunks.
    searchUserContacts: {
      request: (query) =>
        query.ids?.length && query.limit === undefined
          ? { ...query, limit: Math.min(query.ids.length, userSearchLimit) }
          : query,
    },
  },
  mutations: {
    // The platform screen holds the shell's switches (`headerVisible`, `uiNavMini`: the
    // platform configuration and the project's interface settings) and the code length of the
    // visitor forms.
    updatePlatformSettings: {
      invalidates: () => [
        platformSettingsKeys.all,
        platformConfigureKeys.all,
        projectInfoKeys.all,
        publicSettingsKeys.all,
      ],
    },
    // The users screen holds the password policy the visitor forms check, and
    // `sendAccessNotify`, which the platform configuration hands to the shell.
    updateUsersSettings: {
      invalidates: () => [usersSettingsKeys.all, platformConfigureKeys.all, publicSettingsKeys.all],
    },
  },
}
