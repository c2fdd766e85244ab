import {
  MutationObserver,
  type MutationOptions,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { vi } from 'vitest'
import { createPlatformClient, type PlatformClient } from '../client'

/** A client whose every call answers `status` with `body` (JSON), recording the requests. */
export function fakeClient(status = 200, body: unknown = {}) {
  const requests: Request[] = []
  const client: PlatformClient = createPlatformClient({
    baseUrl: 'http://platform.test/api/v1',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input)
      requests.push(request)
      if (status === 204) return new Response(null, { status })
      return Response.json(body, { status })
    },
  })
  return { client, requests }
}

/** `GET /api/v1/platform/...?query`: what a recorded request asked for. */
export function sent(request: Request | undefined): string {
  if (!request) return 'nothing'
  const url = new URL(request.url)
  return `${request.method} ${url.pathname}${url.search}`
}

/** Runs mutation options in a QueryClient and returns the keys it invalidated. */
export async function invalidatedBy<TData, TError, TVariables>(
  options: MutationOptions<TData, TError, TVariables>,
  variables: TVariables,
): Promise<QueryKey[]> {
  const queryClient = new QueryClient()
  const spy = vi.spyOn(queryClient, 'invalidateQueries')
  const observer = new MutationObserver(queryClient, options)
  await observer.mutate(variables)
  return spy.mock.calls.map(([filters]) => filters?.queryKey ?? [])
}

/**
 * Caches an answer for each of `queries`, runs the mutation, and tells which of them it made
 * stale: the behaviour a screen sees, whatever the keys look like.
 */
export async function staleAfter<TData, TError, TVariables>(
  mutation: MutationOptions<TData, TError, TVariables>,
  variables: TVariables,
  queries: Record<string, { queryKey: QueryKey }>,
): Promise<string[]> {
  const queryClient = new QueryClient()
  for (const { queryKey } of Object.values(queries)) queryClient.setQueryData(queryKey, {})
  await new MutationObserver(queryClient, mutation).mutate(variables)
  return Object.entries(queries)
    .filter(([, { queryKey }]) => queryClient.getQueryState(queryKey)?.isInvalidated)
    .map(([name]) => name)
}
