import { getProfile, type PlatformClient, type ProfileSummary } from '@platform/sdk'
import { queryOptions } from '@tanstack/react-query'
import { expectShape } from './shapes'

export const sessionKey = ['session'] as const

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
      if (result.ok) return expectShape('GET /platform/user/profile', result.data)
      if (result.error.kind === 'unauthenticated') return null
      throw result.error
    },
    staleTime: 60_000,
  })
