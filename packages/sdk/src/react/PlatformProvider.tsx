import { QueryClient, type QueryClientConfig, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useState } from 'react'
import type { PlatformClient } from '../client'
import { shouldRetry } from '../query/core'

/**
 * A QueryClient with the platform's defaults: only idempotent calls that got no answer are
 * retried (never a 4xx), lists keep their data for 30 s, and a tab regaining focus does not
 * refetch every screen at once.
 */
export function createPlatformQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: shouldRetry, ...config.defaultOptions?.mutations },
    },
  })
}

const PlatformClientContext = createContext<PlatformClient | null>(null)

export interface PlatformProviderProps {
  client: PlatformClient
  /** @default createPlatformQueryClient() */
  queryClient?: QueryClient
  children: ReactNode
}

/** Gives the tree a platform client and a QueryClient. */
export function PlatformProvider({ client, queryClient, children }: PlatformProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createPlatformQueryClient())
  return (
    <PlatformClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </PlatformClientContext.Provider>
  )
}

/** The client of the nearest PlatformProvider. */
export function usePlatformClient(): PlatformClient {
  const client = useContext(PlatformClientContext)
  if (!client) throw new Error('usePlatformClient needs a <PlatformProvider> above it.')
  return client
}
