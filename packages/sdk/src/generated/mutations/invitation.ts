// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/invitation.mutations'
import {
  refuseInvitation,
  sendInvitationCode,
  verifyInvitationCode,
  acceptInvitation,
} from '../operations'

/** Refuse the invitation: `DELETE /platform/invitation/{id}`. */
export const refuseInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/{id}', 'delete'>, OperationInit<'/platform/invitation/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.refuseInvitation,
      mutationKey: ['invitation', 'refuseInvitation'],
      mutationFn: (init: OperationInit<'/platform/invitation/{id}', 'delete'>) => unwrap(refuseInvitation(client, init)),
    },
    hooks,
  )

/** Send an invitation SMS code: `POST /platform/invitation/code`. */
export const sendInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/code', 'post'>, OperationInit<'/platform/invitation/code', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.sendInvitationCode,
      mutationKey: ['invitation', 'sendInvitationCode'],
      mutationFn: (init: OperationInit<'/platform/invitation/code', 'post'>) => unwrap(sendInvitationCode(client, init)),
    },
    hooks,
  )

/** Verify the invitation SMS code: `PUT /platform/invitation/verify`. */
export const verifyInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/verify', 'put'>, OperationInit<'/platform/invitation/verify', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.verifyInvitationCode,
      mutationKey: ['invitation', 'verifyInvitationCode'],
      mutationFn: (init: OperationInit<'/platform/invitation/verify', 'put'>) => unwrap(verifyInvitationCode(client, init)),
    },
    hooks,
  )

/** Accept the invitation: `POST /platform/invitation/accept`. */
export const acceptInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/accept', 'post'>, OperationInit<'/platform/invitation/accept', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.acceptInvitation,
      mutationKey: ['invitation', 'acceptInvitation'],
      mutationFn: (init: OperationInit<'/platform/invitation/accept', 'post'>) => unwrap(acceptInvitation(client, init)),
    },
    hooks,
  )
