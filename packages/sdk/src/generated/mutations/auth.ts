// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/auth.mutations'
import {
  login,
  sendLoginCode,
  logout,
} from '../operations'

/** Sign in: `POST /platform/auth/login/{idAttribute}`. */
export const loginMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/login/{idAttribute}', 'post'>, OperationInit<'/platform/auth/login/{idAttribute}', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.login,
      mutationKey: ['auth', 'login'],
      mutationFn: (init: OperationInit<'/platform/auth/login/{idAttribute}', 'post'>) => unwrap(login(client, init)),
    },
    hooks,
  )

/** Send a sign-in code: `POST /platform/auth/code/{idAttribute}`. */
export const sendLoginCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/code/{idAttribute}', 'post'>, OperationInit<'/platform/auth/code/{idAttribute}', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.sendLoginCode,
      mutationKey: ['auth', 'sendLoginCode'],
      mutationFn: (init: OperationInit<'/platform/auth/code/{idAttribute}', 'post'>) => unwrap(sendLoginCode(client, init)),
    },
    hooks,
  )

/** Sign out: `POST /platform/auth/logout`. */
export const logoutMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/logout', 'post'>, OperationInit<'/platform/auth/logout', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.logout,
      mutationKey: ['auth', 'logout'],
      mutationFn: (init: OperationInit<'/platform/auth/logout', 'post'>) => unwrap(logout(client, init)),
    },
    hooks,
  )
