// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-auth-schemas.mutations'
import {
  createAuthScheme,
  updateAuthScheme,
  deleteAuthScheme,
  setAuthSchemeActive,
  reorderAuthSchemes,
} from '../operations'

/** Create an authentication scheme: `POST /platform/setting/authentication-schemas`. */
export const createAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas', 'post'>, OperationInit<'/platform/setting/authentication-schemas', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createAuthScheme,
      mutationKey: ['setting-auth-schemas', 'createAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas', 'post'>) => unwrap(createAuthScheme(client, init)),
    },
    hooks,
  )

/** Update an authentication scheme: `PUT /platform/setting/authentication-schemas/{id}`. */
export const updateAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>, OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateAuthScheme,
      mutationKey: ['setting-auth-schemas', 'updateAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>) => unwrap(updateAuthScheme(client, init)),
    },
    hooks,
  )

/** Delete an authentication scheme: `DELETE /platform/setting/authentication-schemas/{id}`. */
export const deleteAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>, OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteAuthScheme,
      mutationKey: ['setting-auth-schemas', 'deleteAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>) => unwrap(deleteAuthScheme(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a scheme: `PUT /platform/setting/authentication-schemas/{id}/active`. */
export const setAuthSchemeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>, OperationInit<'/platform/setting/authentication-schemas/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setAuthSchemeActive,
      mutationKey: ['setting-auth-schemas', 'setAuthSchemeActive'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}/active', 'put'>) => unwrap(setAuthSchemeActive(client, init)),
    },
    hooks,
  )

/** Reorder schemes: `PATCH /platform/setting/authentication-schemas/priority`. */
export const reorderAuthSchemesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>, OperationInit<'/platform/setting/authentication-schemas/priority', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.reorderAuthSchemes,
      mutationKey: ['setting-auth-schemas', 'reorderAuthSchemes'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/priority', 'patch'>) => unwrap(reorderAuthSchemes(client, init)),
    },
    hooks,
  )
