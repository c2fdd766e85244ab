// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/master-account.queries'
import {
  contractorKeys,
  incomingAccessRequestKeys,
  invitationKeys,
} from '../keys'
import {
  listIncomingAccessRequests,
  searchContractors,
  listInvitations,
} from '../operations'

/** Incoming access requests: `GET /platform/master-account/access/requests`. */
export const listIncomingAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/access/requests', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listIncomingAccessRequests, query)
  return queryOptions({
    ...cache,
    queryKey: incomingAccessRequestKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIncomingAccessRequests(client, { params: { query: sent }, signal })),
  })
}

/** Contractor look-up: `GET /platform/master-account/contractors`. */
export const searchContractorsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/contractors', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchContractors, query)
  return queryOptions({
    ...cache,
    queryKey: contractorKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchContractors(client, { params: { query: sent }, signal })),
  })
}

/** Invitations sent by the master user: `GET /platform/master-account/invitations`. */
export const listInvitationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/invitations', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listInvitations, query)
  return queryOptions({
    ...cache,
    queryKey: invitationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listInvitations(client, { params: { query: sent }, signal })),
  })
}
