import { createPlatformClient, type PlatformClient } from '@platform/sdk'
import { createPlatformQueryClient } from '@platform/sdk/react'
import type { QueryClient } from '@tanstack/react-query'
import { requestedLocale } from '../i18n/activate'

/**
 * Where the portal calls the platform: `/api/v1` of its own origin, which the web server passes
 * to the real platform (or the sandbox answers). The About page shows it.
 */
export const apiBase = '/api/v1'

export interface Platform {
  client: PlatformClient
  queryClient: QueryClient
  /** Registers what to do when a call answers 401 mid-session; returns the unsubscribe. */
  onSessionLost: (listener: () => void) => () => void
}

/**
 * The portal's one client of the platform: `/api/v1` of this origin (a real platform, the
 * sandbox or Prism sits behind it: see vite/platform-api.ts), the interface locale on every
 * call, and a signal when the session is gone.
 */
export function createPlatform(): Platform {
  const listeners = new Set<() => void>()
  const client = createPlatformClient({
    baseUrl: apiBase,
    locale: requestedLocale,
    onUnauthenticated: () => {
      for (const listener of listeners) listener()
    },
  })
  return {
    client,
    queryClient: createPlatformQueryClient(),
    onSessionLost(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
