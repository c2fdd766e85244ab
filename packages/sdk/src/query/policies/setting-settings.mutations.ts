import {
  platformConfigureKeys,
  platformSettingsKeys,
  projectInfoKeys,
  publicSettingsKeys,
  usersSettingsKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'

export const mutations: MutationPolicies<'setting-settings'> = {
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
}
