import { mutationOptions, type QueryKey } from '@tanstack/react-query'
import type { PlatformResult } from '../client'
import { isPlatformError, type PlatformError } from '../errors'
import type { CachePolicy, MutationPolicy } from './policy'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: PlatformError
  }
}

/** Turns a result into its data, or throws its PlatformError: only React Query sees a throw. */
export async function unwrap<T>(pending: Promise<PlatformResult<T>>): Promise<T> {
  const result = await pending
  if (result.ok) return result.data
  throw result.error
}

const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE'])

/**
 * Retry only calls that got no answer at all and are safe to repeat; never a 4xx, never a
 * POST or PATCH (the platform may have acted on it), at most three times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isPlatformError(error) || error.kind !== 'network') return false
  return idempotentMethods.has(error.method ?? '') && failureCount < 3
}

/**
 * The query a query's policy sends (and keys the cache by) for the caller's one, and the
 * policy's cache options.
 */
export function withPolicy<Query>(
  policy: (CachePolicy & { request?: (query: Query) => Query }) | undefined,
  query: Query,
): [sent: Query, cache: CachePolicy] {
  const { request, ...cache } = policy ?? {}
  return [request ? request(query) : query, cache]
}

/** Callbacks a screen adds to a mutation; they run after the cache is refreshed. */
export interface MutationHooks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown
  onError?: (error: PlatformError, variables: TVariables) => unknown
}

interface PlatformMutationSpec<TData, TVariables> extends MutationPolicy<TVariables, TData> {
  mutationKey: QueryKey
  mutationFn: (variables: TVariables) => Promise<TData>
}

/**
 * Mutation options that invalidate what the call changed, wait for the visible queries to
 * refresh, then run the caller's `onSuccess`: a screen never shows stale data after a save.
 */
export function platformMutation<TData, TVariables>(
  spec: PlatformMutationSpec<TData, TVariables>,
  hooks: MutationHooks<TData, TVariables> = {},
) {
  return mutationOptions<TData, PlatformError, TVariables>({
    mutationKey: spec.mutationKey,
    mutationFn: spec.mutationFn,
    onSuccess: async (data, variables, _onMutateResult, context) => {
      await Promise.all(
        spec
          .invalidates(variables, data)
          .map((queryKey) => context.client.invalidateQueries({ queryKey })),
      )
      await hooks.onSuccess?.(data, variables)
    },
    onError: async (error, variables) => {
      await hooks.onError?.(error, variables)
    },
  })
}
