// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-integration.mutations'
import {
  setIntegrationSyncEnabled,
  startIntegrationSync,
} from '../operations'

/** Switch an entity's synchronisation on or off: `PUT /platform/setting/integration-synchronization/{id}/enabled`. */
export const setIntegrationSyncEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>, OperationInit<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setIntegrationSyncEnabled,
      mutationKey: ['setting-integration', 'setIntegrationSyncEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>) => unwrap(setIntegrationSyncEnabled(client, init)),
    },
    hooks,
  )

/** Start a full synchronisation: `POST /platform/setting/integration-synchronization/{id}/start`. */
export const startIntegrationSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>, OperationInit<'/platform/setting/integration-synchronization/{id}/start', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.startIntegrationSync,
      mutationKey: ['setting-integration', 'startIntegrationSync'],
      mutationFn: (init: OperationInit<'/platform/setting/integration-synchronization/{id}/start', 'post'>) => unwrap(startIntegrationSync(client, init)),
    },
    hooks,
  )
