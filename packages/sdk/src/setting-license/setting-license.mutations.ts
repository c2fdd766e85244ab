import type { OperationData, OperationInit, PlatformClient } from '../client'
import { checkLicense, deleteLicense, saveLicense } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { licenseKeys } from './keys'

type SaveLicense = OperationInit<'/platform/setting/license', 'post'>
type DeleteLicense = OperationInit<'/platform/setting/license', 'delete'>
type CheckLicense = OperationInit<'/platform/setting/license/check', 'post'>

export const saveLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'post'>, SaveLicense>,
) =>
  platformMutation(
    {
      mutationKey: [...licenseKeys.all, 'saveLicense'],
      mutationFn: (init: SaveLicense) => unwrap(saveLicense(client, init)),
      invalidates: () => [licenseKeys.license()],
    },
    hooks,
  )

export const deleteLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'delete'>, DeleteLicense>,
) =>
  platformMutation(
    {
      mutationKey: [...licenseKeys.all, 'deleteLicense'],
      mutationFn: (init: DeleteLicense = {}) => unwrap(deleteLicense(client, init)),
      invalidates: () => [licenseKeys.license()],
    },
    hooks,
  )

/**
 * Asks the license server about a key without saving it. Nothing cached changes: the screen
 * shows the answer in place of the current information until the form is saved or reloaded.
 */
export const checkLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license/check', 'post'>, CheckLicense>,
) =>
  platformMutation(
    {
      mutationKey: [...licenseKeys.all, 'checkLicense'],
      mutationFn: (init: CheckLicense) => unwrap(checkLicense(client, init)),
      invalidates: () => [],
    },
    hooks,
  )
