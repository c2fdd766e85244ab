import { getProfile, type PlatformClient, type ProfileSummary } from '@platform/sdk'
import { queryOptions } from '@tanstack/react-query'
import { expectShape } from './shapes'

export const sessionKey = ['session'] as const

const hadSessionKey = 'platform-had-session'

/**
 * Whether this browser had a session when the portal last asked. The session cookie is out
 * of the script's reach, and asking for the profile without one is a 401 that the browser
 * logs as an error on every visitor's first page: a public page asks only when there was one.
 */
export function hadSession(): boolean {
  try {
    return localStorage.getItem(hadSessionKey) === '1'
  } catch {
    // Storage may be off (private mode): such a browser counts as a visitor's.
    return false
  }
}

/** Remembers the answer of the last question (see `hadSession`); `false` after signing out. */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(hadSessionKey, '1')
    else localStorage.removeItem(hadSessionKey)
  } catch {
    // See hadSession.
  }
}

/**
 * Who is signed in: the profile summary, or `null` without a session. Any other failure
 * is a real error (the startup screen shows it). Sign-in invalidates every query, this one
 * included.
 */
export const sessionQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: async ({ signal }): Promise<ProfileSummary | null> => {
      const result = await getProfile(client, { signal })
      if (result.ok) {
        const profile = expectShape('GET /platform/user/profile', result.data)
        rememberSession(true)
        return profile
      }
      if (result.error.kind === 'unauthenticated') {
        rememberSession(false)
        return null
      }
      throw result.error
    },
    // A visitor's `null` (see `loadStartup`) stays as long as no page of this browser had a
    // session: asking again would only be a logged 401. Signing in invalidates it.
    staleTime: (query) => (query.state.data === null && !hadSession() ? Infinity : 60_000),
  })
