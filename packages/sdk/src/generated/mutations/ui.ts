// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/ui.mutations'
import {
  updateUserSettings,
  reportDevice,
  recordMetricsHit,
} from '../operations'

/** Change user settings: `PATCH /platform/users/settings`. */
export const updateUserSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/users/settings', 'patch'>, OperationInit<'/platform/users/settings', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.updateUserSettings,
      mutationKey: ['ui', 'updateUserSettings'],
      mutationFn: (init: OperationInit<'/platform/users/settings', 'patch'>) => unwrap(updateUserSettings(client, init)),
    },
    hooks,
  )

/** Report the device screen: `POST /platform/user/profile/device`. */
export const reportDeviceMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/device', 'post'>, OperationInit<'/platform/user/profile/device', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.reportDevice,
      mutationKey: ['ui', 'reportDevice'],
      mutationFn: (init: OperationInit<'/platform/user/profile/device', 'post'>) => unwrap(reportDevice(client, init)),
    },
    hooks,
  )

/** Record a page view: `POST /statistics/metrics/hit`. */
export const recordMetricsHitMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/statistics/metrics/hit', 'post'>, OperationInit<'/statistics/metrics/hit', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.recordMetricsHit,
      mutationKey: ['ui', 'recordMetricsHit'],
      mutationFn: (init: OperationInit<'/statistics/metrics/hit', 'post'>) => unwrap(recordMetricsHit(client, init)),
    },
    hooks,
  )
