import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import {
  listIncomingAccessRequests,
  listInvitations,
  searchContractors,
} from '../generated/operations'
import { unwrap } from '../query'
import { masterAccountKeys } from './keys'

/** The "incoming" tab of master users, with its status, search and date filters. */
export const listIncomingAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/access/requests', 'get'> = {},
) =>
  queryOptions({
    queryKey: masterAccountKeys.requests(query),
    queryFn: ({ signal }) =>
      unwrap(listIncomingAccessRequests(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/**
 * The contractor picker. Keeps the previous options while the next search runs, so the list
 * does not empty at each keystroke.
 */
export const searchContractorsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/contractors', 'get'> = {},
) =>
  queryOptions({
    queryKey: masterAccountKeys.contractors(query),
    queryFn: ({ signal }) => unwrap(searchContractors(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listInvitationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/invitations', 'get'> = {},
) =>
  queryOptions({
    queryKey: masterAccountKeys.invitations(query),
    queryFn: ({ signal }) => unwrap(listInvitations(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })
