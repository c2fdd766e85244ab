import { queryOptions } from '@tanstack/react-query'
import type { PlatformClient } from '../client'
import { listAuthFlows, listAuthSchemes } from '../generated/operations'
import { unwrap } from '../query'
import { authSchemeKeys } from './keys'

export const listAuthFlowsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: authSchemeKeys.flows(),
    queryFn: ({ signal }) => unwrap(listAuthFlows(client, { signal })),
    // Reference data: the flows are fixed; scheme changes that move `used` and `base` invalidate them.
    staleTime: 5 * 60_000,
  })

/** Every scheme at once, by priority: the list is drag-ordered as a whole, so it is not paged. */
export const listAuthSchemesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: authSchemeKeys.list(),
    queryFn: ({ signal }) => unwrap(listAuthSchemes(client, { signal })),
  })
