import type { OperationData, OperationInit, PlatformClient } from '../client'
import { setIntegrationSyncEnabled, startIntegrationSync } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { integrationKeys } from './keys'

type SetIntegrationSyncEnabled = OperationInit<
  '/platform/setting/integration-synchronization/{id}/enabled',
  'put'
>
type StartIntegrationSync = OperationInit<
  '/platform/setting/integration-synchronization/{id}/start',
  'post'
>

export const setIntegrationSyncEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>,
    SetIntegrationSyncEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...integrationKeys.all, 'setIntegrationSyncEnabled'],
      mutationFn: (init: SetIntegrationSyncEnabled) =>
        unwrap(setIntegrationSyncEnabled(client, init)),
      invalidates: () => [integrationKeys.syncLists()],
    },
    hooks,
  )

/**
 * The run goes on in the background; the row's status becomes `process` at once, so the
 * table is refreshed. The log fills as the run goes and is not refreshed here.
 */
export const startIntegrationSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>,
    StartIntegrationSync
  >,
) =>
  platformMutation(
    {
      mutationKey: [...integrationKeys.all, 'startIntegrationSync'],
      mutationFn: (init: StartIntegrationSync) => unwrap(startIntegrationSync(client, init)),
      invalidates: () => [integrationKeys.syncLists()],
    },
    hooks,
  )
