// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-license.mutations'
import {
  saveLicense,
  deleteLicense,
  checkLicense,
} from '../operations'

/** Save the license: `POST /platform/setting/license`. */
export const saveLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'post'>, OperationInit<'/platform/setting/license', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.saveLicense,
      mutationKey: ['setting-license', 'saveLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license', 'post'>) => unwrap(saveLicense(client, init)),
    },
    hooks,
  )

/** Delete the license: `DELETE /platform/setting/license`. */
export const deleteLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'delete'>, OperationInit<'/platform/setting/license', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteLicense,
      mutationKey: ['setting-license', 'deleteLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license', 'delete'>) => unwrap(deleteLicense(client, init)),
    },
    hooks,
  )

/** Check a license key: `POST /platform/setting/license/check`. */
export const checkLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license/check', 'post'>, OperationInit<'/platform/setting/license/check', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.checkLicense,
      mutationKey: ['setting-license', 'checkLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license/check', 'post'>) => unwrap(checkLicense(client, init)),
    },
    hooks,
  )
