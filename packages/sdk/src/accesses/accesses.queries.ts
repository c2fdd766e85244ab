import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import { listAccessRequests, listAvailableRoles } from '../generated/operations'
import { unwrap } from '../query'
import { accessesKeys } from './keys'

/** The "outgoing" tab: the requests the signed-in person sent. */
export const listAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/access/requests', 'get'> = {},
) =>
  queryOptions({
    queryKey: accessesKeys.requests(query),
    queryFn: ({ signal }) => unwrap(listAccessRequests(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listAvailableRolesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: accessesKeys.availableRoles(),
    queryFn: ({ signal }) => unwrap(listAvailableRoles(client, { signal })),
    // Reference data of the request form; roles change only through administration.
    staleTime: 5 * 60_000,
  })
