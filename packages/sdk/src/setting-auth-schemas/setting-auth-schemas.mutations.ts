import { authKeys } from '../auth/keys'
import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createAuthScheme,
  deleteAuthScheme,
  reorderAuthSchemes,
  setAuthSchemeActive,
  updateAuthScheme,
} from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { authSchemeKeys } from './keys'

type CreateAuthScheme = OperationInit<'/platform/setting/authentication-schemas', 'post'>
type UpdateAuthScheme = OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>
type DeleteAuthScheme = OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>
type SetAuthSchemeActive = OperationInit<
  '/platform/setting/authentication-schemas/{id}/active',
  'put'
>
type ReorderAuthSchemes = OperationInit<
  '/platform/setting/authentication-schemas/priority',
  'patch'
>

/**
 * The sign-in page offers the flows of the active schemes, tried by priority, so every change
 * here refreshes its `getAuthConfig` answers; the flows' `used` and `base` follow the schemes'
 * factors and base flag, so the calls that can change those refresh the flows too.
 */
export const createAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/authentication-schemas', 'post'>,
    CreateAuthScheme
  >,
) =>
  platformMutation(
    {
      mutationKey: [...authSchemeKeys.all, 'createAuthScheme'],
      mutationFn: (init: CreateAuthScheme) => unwrap(createAuthScheme(client, init)),
      invalidates: () => [authSchemeKeys.list(), authSchemeKeys.flows(), authKeys.all],
    },
    hooks,
  )

export const updateAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>,
    UpdateAuthScheme
  >,
) =>
  platformMutation(
    {
      mutationKey: [...authSchemeKeys.all, 'updateAuthScheme'],
      mutationFn: (init: UpdateAuthScheme) => unwrap(updateAuthScheme(client, init)),
      invalidates: () => [authSchemeKeys.list(), authSchemeKeys.flows(), authKeys.all],
    },
    hooks,
  )

export const deleteAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>,
    DeleteAuthScheme
  >,
) =>
  platformMutation(
    {
      mutationKey: [...authSchemeKeys.all, 'deleteAuthScheme'],
      mutationFn: (init: DeleteAuthScheme) => unwrap(deleteAuthScheme(client, init)),
      invalidates: () => [authSchemeKeys.list(), authSchemeKeys.flows(), authKeys.all],
    },
    hooks,
  )

export const setAuthSchemeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>,
    SetAuthSchemeActive
  >,
) =>
  platformMutation(
    {
      mutationKey: [...authSchemeKeys.all, 'setAuthSchemeActive'],
      mutationFn: (init: SetAuthSchemeActive) => unwrap(setAuthSchemeActive(client, init)),
      invalidates: () => [authSchemeKeys.list(), authKeys.all],
    },
    hooks,
  )

export const reorderAuthSchemesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>,
    ReorderAuthSchemes
  >,
) =>
  platformMutation(
    {
      mutationKey: [...authSchemeKeys.all, 'reorderAuthSchemes'],
      mutationFn: (init: ReorderAuthSchemes) => unwrap(reorderAuthSchemes(client, init)),
      invalidates: () => [authSchemeKeys.list(), authKeys.all],
    },
    hooks,
  )
