// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/profile.mutations'
import {
  updateProfile,
  deleteProfile,
  updateProfilePassword,
  uploadAvatar,
  deleteAllSessions,
  deleteSession,
  updateSubscriptions,
  leaveCompany,
} from '../operations'

/** Save the personal data: `PATCH /platform/user/profile`. */
export const updateProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'patch'>, OperationInit<'/platform/user/profile', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.updateProfile,
      mutationKey: ['profile', 'updateProfile'],
      mutationFn: (init: OperationInit<'/platform/user/profile', 'patch'>) => unwrap(updateProfile(client, init)),
    },
    hooks,
  )

/** Delete the account: `DELETE /platform/user/profile`. */
export const deleteProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'delete'>, OperationInit<'/platform/user/profile', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteProfile,
      mutationKey: ['profile', 'deleteProfile'],
      mutationFn: (init: OperationInit<'/platform/user/profile', 'delete'>) => unwrap(deleteProfile(client, init)),
    },
    hooks,
  )

/** Change or set the password: `PATCH /platform/user/profile/password`. */
export const updateProfilePasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/password', 'patch'>, OperationInit<'/platform/user/profile/password', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.updateProfilePassword,
      mutationKey: ['profile', 'updateProfilePassword'],
      mutationFn: (init: OperationInit<'/platform/user/profile/password', 'patch'>) => unwrap(updateProfilePassword(client, init)),
    },
    hooks,
  )

/** Upload the avatar: `PATCH /platform/user/avatar`. */
export const uploadAvatarMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/avatar', 'patch'>, OperationInit<'/platform/user/avatar', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.uploadAvatar,
      mutationKey: ['profile', 'uploadAvatar'],
      mutationFn: (init: OperationInit<'/platform/user/avatar', 'patch'>) => unwrap(uploadAvatar(client, init)),
    },
    hooks,
  )

/** End all other sessions: `DELETE /platform/user/sessions`. */
export const deleteAllSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/sessions', 'delete'>, OperationInit<'/platform/user/sessions', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteAllSessions,
      mutationKey: ['profile', 'deleteAllSessions'],
      mutationFn: (init: OperationInit<'/platform/user/sessions', 'delete'>) => unwrap(deleteAllSessions(client, init)),
    },
    hooks,
  )

/** End one session: `DELETE /platform/user/sessions/{sessionId}`. */
export const deleteSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/sessions/{sessionId}', 'delete'>, OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteSession,
      mutationKey: ['profile', 'deleteSession'],
      mutationFn: (init: OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>) => unwrap(deleteSession(client, init)),
    },
    hooks,
  )

/** Save subscription changes: `PUT /platform/user/profile/subscribes`. */
export const updateSubscriptionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/subscribes', 'put'>, OperationInit<'/platform/user/profile/subscribes', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateSubscriptions,
      mutationKey: ['profile', 'updateSubscriptions'],
      mutationFn: (init: OperationInit<'/platform/user/profile/subscribes', 'put'>) => unwrap(updateSubscriptions(client, init)),
    },
    hooks,
  )

/** Leave a company: `DELETE /platform/user/profile/companies/{id}`. */
export const leaveCompanyMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/companies/{id}', 'delete'>, OperationInit<'/platform/user/profile/companies/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.leaveCompany,
      mutationKey: ['profile', 'leaveCompany'],
      mutationFn: (init: OperationInit<'/platform/user/profile/companies/{id}', 'delete'>) => unwrap(leaveCompany(client, init)),
    },
    hooks,
  )
