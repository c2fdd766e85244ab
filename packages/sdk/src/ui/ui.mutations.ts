import type { OperationData, OperationInit, PlatformClient } from '../client'
import { recordMetricsHit, reportDevice, updateUserSettings } from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from './keys'

type UpdateUserSettings = OperationInit<'/platform/users/settings', 'patch'>
type ReportDevice = OperationInit<'/platform/user/profile/device', 'post'>
type RecordMetricsHit = OperationInit<'/statistics/metrics/hit', 'post'>

/**
 * Saves one interface preference. A new `lang` changes only the stored preference: refetching
 * texts in the new locale is the portal's job when it switches its locale getter.
 */
export const updateUserSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/users/settings', 'patch'>, UpdateUserSettings>,
) =>
  platformMutation(
    {
      mutationKey: [...uiKeys.all, 'updateUserSettings'],
      mutationFn: (init: UpdateUserSettings) => unwrap(updateUserSettings(client, init)),
      invalidates: () => [uiKeys.userSettings()],
    },
    hooks,
  )

/** The report describes this browser's device on the sessions screen. */
export const reportDeviceMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/device', 'post'>, ReportDevice>,
) =>
  platformMutation(
    {
      mutationKey: [...uiKeys.all, 'reportDevice'],
      mutationFn: (init: ReportDevice) => unwrap(reportDevice(client, init)),
      invalidates: () => [profileKeys.sessionLists()],
    },
    hooks,
  )

/** A page view for the statistics service: nothing cached changes. */
export const recordMetricsHitMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/statistics/metrics/hit', 'post'>, RecordMetricsHit>,
) =>
  platformMutation(
    {
      mutationKey: [...uiKeys.all, 'recordMetricsHit'],
      mutationFn: (init: RecordMetricsHit) => unwrap(recordMetricsHit(client, init)),
      invalidates: () => [],
    },
    hooks,
  )
