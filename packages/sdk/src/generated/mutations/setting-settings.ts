// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-settings.mutations'
import {
  updatePlatformSettings,
  updateUsersSettings,
} from '../operations'

/** Save platform settings: `PATCH /platform/setting/application/settings/platform`. */
export const updatePlatformSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/application/settings/platform', 'patch'>, OperationInit<'/platform/setting/application/settings/platform', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.updatePlatformSettings,
      mutationKey: ['setting-settings', 'updatePlatformSettings'],
      mutationFn: (init: OperationInit<'/platform/setting/application/settings/platform', 'patch'>) => unwrap(updatePlatformSettings(client, init)),
    },
    hooks,
  )

/** Save user settings: `PATCH /platform/setting/application/settings/users`. */
export const updateUsersSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/application/settings/users', 'patch'>, OperationInit<'/platform/setting/application/settings/users', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.updateUsersSettings,
      mutationKey: ['setting-settings', 'updateUsersSettings'],
      mutationFn: (init: OperationInit<'/platform/setting/application/settings/users', 'patch'>) => unwrap(updateUsersSettings(client, init)),
    },
    hooks,
  )
