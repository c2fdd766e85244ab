import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  acceptInvitation,
  refuseInvitation,
  sendInvitationCode,
  verifyInvitationCode,
} from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { invitationKeys } from './keys'

type Refuse = OperationInit<'/platform/invitation/{id}', 'delete'>
type SendCode = OperationInit<'/platform/invitation/code', 'post'>
type VerifyCode = OperationInit<'/platform/invitation/verify', 'put'>
type Accept = OperationInit<'/platform/invitation/accept', 'post'>

/** The refreshed status (400, used) is what the page shows next: the used-link screen. */
export const refuseInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/{id}', 'delete'>, Refuse>,
) =>
  platformMutation(
    {
      mutationKey: [...invitationKeys.all, 'refuseInvitation'],
      mutationFn: (init: Refuse) => unwrap(refuseInvitation(client, init)),
      invalidates: ({ params }) => [invitationKeys.linkStatus(params.path.id)],
    },
    hooks,
  )

/** The code's state lives in the form (`endTime`), not in the cache: nothing to invalidate. */
export const sendInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/code', 'post'>, SendCode>,
) =>
  platformMutation(
    {
      mutationKey: [...invitationKeys.all, 'sendInvitationCode'],
      mutationFn: (init: SendCode) => unwrap(sendInvitationCode(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/** Verification changes only the form's state: nothing cached. */
export const verifyInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/verify', 'put'>, VerifyCode>,
) =>
  platformMutation(
    {
      mutationKey: [...invitationKeys.all, 'verifyInvitationCode'],
      mutationFn: (init: VerifyCode) => unwrap(verifyInvitationCode(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/**
 * Like completing a registration: the account is created and, with `signedIn: true`, a session
 * started, so every cached query is stale (the link's status included, see
 * `completeRegistrationMutation`).
 */
export const acceptInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/accept', 'post'>, Accept>,
) =>
  platformMutation(
    {
      mutationKey: [...invitationKeys.all, 'acceptInvitation'],
      mutationFn: (init: Accept) => unwrap(acceptInvitation(client, init)),
      invalidates: () => [[]],
    },
    hooks,
  )
