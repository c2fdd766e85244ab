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
