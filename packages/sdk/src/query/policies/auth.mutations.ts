import { authConfigKeys } from '../../generated/keys'
import { everything, type MutationPolicies, nothing } from '../policy'

export const mutations: MutationPolicies<'auth'> = {
  // A new session: every cached query was answered for someone else (or for nobody).
  login: { invalidates: everything },
  // A sent code changes the identifier's `resendIn`, so its sign-in flows are stale.
  sendLoginCode: {
    invalidates: ({ params, body }) => [
      authConfigKeys.detail(params.path.idAttribute, {
        login: body.login,
        email: body.email,
        mobile: body.mobile,
      }),
    ],
  },
  // Refetching the signed-in queries now would only collect 401s: the portal reloads the
  // page after signing out, which drops the cache.
  logout: { invalidates: nothing },
}
