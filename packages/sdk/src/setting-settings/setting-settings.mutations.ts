import type { OperationData, OperationInit, PlatformClient } from '../client'
import { updatePlatformSettings, updateUsersSettings } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { settingsKeys } from './keys'

type UpdatePlatformSettings = OperationInit<
  '/platform/setting/application/settings/platform',
  'patch'
>
type UpdateUsersSettings = OperationInit<'/platform/setting/application/settings/users', 'patch'>

/**
 * The platform screen holds the shell's switches (`headerVisible`, `uiNavMini`: the platform
 * configuration and the project's interface settings) and the code length of the visitor forms.
 */
export const updatePlatformSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/application/settings/platform', 'patch'>,
    UpdatePlatformSettings
  >,
) =>
  platformMutation(
    {
      mutationKey: [...settingsKeys.all, 'updatePlatformSettings'],
      mutationFn: (init: UpdatePlatformSettings) => unwrap(updatePlatformSettings(client, init)),
      invalidates: () => [
        settingsKeys.platform(),
        uiKeys.platformConfigure(),
        uiKeys.projectInfo(),
        uiKeys.publicSettings(),
      ],
    },
    hooks,
  )

/**
 * The users screen holds the password policy the visitor forms check, and `sendAccessNotify`,
 * which the platform configuration hands to the shell.
 */
export const updateUsersSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/application/settings/users', 'patch'>,
    UpdateUsersSettings
  >,
) =>
  platformMutation(
    {
      mutationKey: [...settingsKeys.all, 'updateUsersSettings'],
      mutationFn: (init: UpdateUsersSettings) => unwrap(updateUsersSettings(client, init)),
      invalidates: () => [
        settingsKeys.users(),
        uiKeys.platformConfigure(),
        uiKeys.publicSettings(),
      ],
    },
    hooks,
  )
