import type { OperationData, OperationInit, PlatformClient } from '../client'
import { login, logout, sendLoginCode } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { authKeys } from './keys'

type Login = OperationInit<'/platform/auth/login/{idAttribute}', 'post'>
type SendLoginCode = OperationInit<'/platform/auth/code/{idAttribute}', 'post'>
type Logout = OperationInit<'/platform/auth/logout', 'post'>

/** A new session: every cached query was answered for someone else (or for nobody). */
export const loginMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/login/{idAttribute}', 'post'>, Login>,
) =>
  platformMutation(
    {
      mutationKey: [...authKeys.all, 'login'],
      mutationFn: (init: Login) => unwrap(login(client, init)),
      invalidates: () => [[]],
    },
    hooks,
  )

/** A sent code changes the identifier's `resendIn`, so its sign-in flows are stale. */
export const sendLoginCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/code/{idAttribute}', 'post'>, SendLoginCode>,
) =>
  platformMutation(
    {
      mutationKey: [...authKeys.all, 'sendLoginCode'],
      mutationFn: (init: SendLoginCode) => unwrap(sendLoginCode(client, init)),
      invalidates: ({ params, body }) => [
        authKeys.config(params.path, { login: body.login, email: body.email, mobile: body.mobile }),
      ],
    },
    hooks,
  )

/**
 * Invalidates nothing: refetching the signed-in queries now would only collect 401s. The
 * portal reloads the page after signing out, which drops the cache.
 */
export const logoutMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/logout', 'post'>, Logout>,
) =>
  platformMutation(
    {
      mutationKey: [...authKeys.all, 'logout'],
      mutationFn: (init: Logout = {}) => unwrap(logout(client, init)),
      invalidates: () => [],
    },
    hooks,
  )
