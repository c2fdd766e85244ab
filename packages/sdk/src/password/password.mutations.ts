import type { OperationData, OperationInit, PlatformClient } from '../client'
import { requestPasswordLink, setEntryPassword, setNewPassword } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { passwordKeys } from './keys'

type RequestLink = OperationInit<'/platform/password/link', 'post'>
type SetNewPassword = OperationInit<'/platform/password/{id}', 'put'>
type SetEntryPassword = OperationInit<'/platform/password/entry/{id}', 'put'>

/** The platform mails a link (or, for an unknown address, nothing); nothing cached changes. */
export const requestPasswordLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/link', 'post'>, RequestLink>,
) =>
  platformMutation(
    {
      mutationKey: [...passwordKeys.all, 'requestPasswordLink'],
      mutationFn: (init: RequestLink) => unwrap(requestPasswordLink(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/**
 * Invalidates nothing. The link is used up, but its status is left alone on purpose: the page
 * shows its success state in place, and a refetched status (400, used) would replace it with
 * the used-link screen.
 */
export const setNewPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/{id}', 'put'>, SetNewPassword>,
) =>
  platformMutation(
    {
      mutationKey: [...passwordKeys.all, 'setNewPassword'],
      mutationFn: (init: SetNewPassword) => unwrap(setNewPassword(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/** Invalidates nothing, for the reason given at `setNewPasswordMutation`. */
export const setEntryPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/entry/{id}', 'put'>, SetEntryPassword>,
) =>
  platformMutation(
    {
      mutationKey: [...passwordKeys.all, 'setEntryPassword'],
      mutationFn: (init: SetEntryPassword) => unwrap(setEntryPassword(client, init)),
      invalidates: () => [],
    },
    hooks,
  )
