// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/registration.mutations'
import {
  requestRegistrationLink,
  sendRegistrationCode,
  verifyRegistrationCode,
  completeRegistration,
} from '../operations'

/** Request a registration link: `POST /platform/registration/link`. */
export const requestRegistrationLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/link', 'post'>, OperationInit<'/platform/registration/link', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.requestRegistrationLink,
      mutationKey: ['registration', 'requestRegistrationLink'],
      mutationFn: (init: OperationInit<'/platform/registration/link', 'post'>) => unwrap(requestRegistrationLink(client, init)),
    },
    hooks,
  )

/** Send a registration SMS code: `POST /platform/registration/code`. */
export const sendRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/code', 'post'>, OperationInit<'/platform/registration/code', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.sendRegistrationCode,
      mutationKey: ['registration', 'sendRegistrationCode'],
      mutationFn: (init: OperationInit<'/platform/registration/code', 'post'>) => unwrap(sendRegistrationCode(client, init)),
    },
    hooks,
  )

/** Verify the registration SMS code: `PUT /platform/registration/verify`. */
export const verifyRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/verify', 'put'>, OperationInit<'/platform/registration/verify', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.verifyRegistrationCode,
      mutationKey: ['registration', 'verifyRegistrationCode'],
      mutationFn: (init: OperationInit<'/platform/registration/verify', 'put'>) => unwrap(verifyRegistrationCode(client, init)),
    },
    hooks,
  )

/** Complete registration: `POST /platform/registration/complete`. */
export const completeRegistrationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/complete', 'post'>, OperationInit<'/platform/registration/complete', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.completeRegistration,
      mutationKey: ['registration', 'completeRegistration'],
      mutationFn: (init: OperationInit<'/platform/registration/complete', 'post'>) => unwrap(completeRegistration(client, init)),
    },
    hooks,
  )
