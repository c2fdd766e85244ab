import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  deleteAllSessions,
  deleteProfile,
  deleteSession,
  leaveCompany,
  updateProfile,
  updateProfilePassword,
  updateSubscriptions,
  uploadAvatar,
} from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { profileKeys } from './keys'

type UpdateProfile = OperationInit<'/platform/user/profile', 'patch'>
type DeleteProfile = OperationInit<'/platform/user/profile', 'delete'>
type UpdatePassword = OperationInit<'/platform/user/profile/password', 'patch'>
type UploadAvatar = OperationInit<'/platform/user/avatar', 'patch'>
type DeleteAllSessions = OperationInit<'/platform/user/sessions', 'delete'>
type DeleteSession = OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>
type UpdateSubscriptions = OperationInit<'/platform/user/profile/subscribes', 'put'>
type LeaveCompany = OperationInit<'/platform/user/profile/companies/{id}', 'delete'>

/** Saving personal data changes the summary, the details and the history. */
export const updateProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'patch'>, UpdateProfile>,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'updateProfile'],
      mutationFn: (init: UpdateProfile) => unwrap(updateProfile(client, init)),
      invalidates: () => [profileKeys.all],
    },
    hooks,
  )

/** The portal signs out after this; everything cached about the person is stale. */
export const deleteProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'delete'>, DeleteProfile>,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'deleteProfile'],
      mutationFn: (init: DeleteProfile = {}) => unwrap(deleteProfile(client, init)),
      invalidates: () => [profileKeys.all, uiKeys.all],
    },
    hooks,
  )

/** A new password changes `availableActions` (set → update) and writes history. */
export const updateProfilePasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/password', 'patch'>, UpdatePassword>,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'updateProfilePassword'],
      mutationFn: (init: UpdatePassword) => unwrap(updateProfilePassword(client, init)),
      invalidates: () => [profileKeys.summary(), profileKeys.details(), profileKeys.histories()],
    },
    hooks,
  )

export const uploadAvatarMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/avatar', 'patch'>, UploadAvatar>,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'uploadAvatar'],
      mutationFn: (init: UploadAvatar) => unwrap(uploadAvatar(client, init)),
      invalidates: () => [profileKeys.avatar(), profileKeys.summary(), profileKeys.details()],
    },
    hooks,
  )

export const deleteAllSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/sessions', 'delete'>, DeleteAllSessions>,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'deleteAllSessions'],
      mutationFn: (init: DeleteAllSessions = {}) => unwrap(deleteAllSessions(client, init)),
      invalidates: () => [profileKeys.sessionLists()],
    },
    hooks,
  )

export const deleteSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/user/sessions/{sessionId}', 'delete'>,
    DeleteSession
  >,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'deleteSession'],
      mutationFn: (init: DeleteSession) => unwrap(deleteSession(client, init)),
      invalidates: () => [profileKeys.sessionLists()],
    },
    hooks,
  )

export const updateSubscriptionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/user/profile/subscribes', 'put'>,
    UpdateSubscriptions
  >,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'updateSubscriptions'],
      mutationFn: (init: UpdateSubscriptions) => unwrap(updateSubscriptions(client, init)),
      invalidates: () => [profileKeys.subscriptionLists()],
    },
    hooks,
  )

/** Leaving a company can take services away: the menus are refreshed too. */
export const leaveCompanyMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/user/profile/companies/{id}', 'delete'>,
    LeaveCompany
  >,
) =>
  platformMutation(
    {
      mutationKey: [...profileKeys.all, 'leaveCompany'],
      mutationFn: (init: LeaveCompany) => unwrap(leaveCompany(client, init)),
      invalidates: () => [profileKeys.companies(), profileKeys.summary(), uiKeys.menus()],
    },
    hooks,
  )
