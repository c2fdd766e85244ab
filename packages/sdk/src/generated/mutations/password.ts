// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/password.mutations'
import {
  requestPasswordLink,
  setNewPassword,
  setEntryPassword,
} from '../operations'

/** Request a new-password link: `POST /platform/password/link`. */
export const requestPasswordLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/link', 'post'>, OperationInit<'/platform/password/link', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.requestPasswordLink,
      mutationKey: ['password', 'requestPasswordLink'],
      mutationFn: (init: OperationInit<'/platform/password/link', 'post'>) => unwrap(requestPasswordLink(client, init)),
    },
    hooks,
  )

/** Set a new password: `PUT /platform/password/{id}`. */
export const setNewPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/{id}', 'put'>, OperationInit<'/platform/password/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setNewPassword,
      mutationKey: ['password', 'setNewPassword'],
      mutationFn: (init: OperationInit<'/platform/password/{id}', 'put'>) => unwrap(setNewPassword(client, init)),
    },
    hooks,
  )

/** Set the first-entry password: `PUT /platform/password/entry/{id}`. */
export const setEntryPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/entry/{id}', 'put'>, OperationInit<'/platform/password/entry/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setEntryPassword,
      mutationKey: ['password', 'setEntryPassword'],
      mutationFn: (init: OperationInit<'/platform/password/entry/{id}', 'put'>) => unwrap(setEntryPassword(client, init)),
    },
    hooks,
  )
