import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  completeRegistration,
  requestRegistrationLink,
  sendRegistrationCode,
  verifyRegistrationCode,
} from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { registrationKeys } from './keys'

type RequestLink = OperationInit<'/platform/registration/link', 'post'>
type SendCode = OperationInit<'/platform/registration/code', 'post'>
type VerifyCode = OperationInit<'/platform/registration/verify', 'put'>
type Complete = OperationInit<'/platform/registration/complete', 'post'>

/** The platform mails a link; nothing cached changes. */
export const requestRegistrationLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/link', 'post'>, RequestLink>,
) =>
  platformMutation(
    {
      mutationKey: [...registrationKeys.all, 'requestRegistrationLink'],
      mutationFn: (init: RequestLink) => unwrap(requestRegistrationLink(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/** The code's state lives in the form (`endTime`), not in the cache: nothing to invalidate. */
export const sendRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/code', 'post'>, SendCode>,
) =>
  platformMutation(
    {
      mutationKey: [...registrationKeys.all, 'sendRegistrationCode'],
      mutationFn: (init: SendCode) => unwrap(sendRegistrationCode(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/** Verification changes only the form's state: nothing cached. */
export const verifyRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/verify', 'put'>, VerifyCode>,
) =>
  platformMutation(
    {
      mutationKey: [...registrationKeys.all, 'verifyRegistrationCode'],
      mutationFn: (init: VerifyCode) => unwrap(verifyRegistrationCode(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/**
 * The account is created and, with `signedIn: true`, a session started: every cached query
 * was answered for nobody. The link's status is refetched too and now fails (used); the query
 * keeps its last data, so a guard that shows the page while it has `data` does not flicker.
 */
export const completeRegistrationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/complete', 'post'>, Complete>,
) =>
  platformMutation(
    {
      mutationKey: [...registrationKeys.all, 'completeRegistration'],
      mutationFn: (init: Complete) => unwrap(completeRegistration(client, init)),
      invalidates: () => [[]],
    },
    hooks,
  )
