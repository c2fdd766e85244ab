// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/accesses.queries'
import {
  accessRequestKeys,
  availableRoleKeys,
} from '../keys'
import {
  listAccessRequests,
  listAvailableRoles,
} from '../operations'

/** The person's outgoing access requests: `GET /platform/user/access/requests`. */
export const listAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/access/requests', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listAccessRequests, query)
  return queryOptions({
    ...cache,
    queryKey: accessRequestKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listAccessRequests(client, { params: { query: sent }, signal })),
  })
}

/** Roles a person may ask for: `GET /platform/user/access/requests/roles/available`. */
export const listAvailableRolesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listAvailableRoles,
    queryKey: availableRoleKeys.list(),
    queryFn: ({ signal }) => unwrap(listAvailableRoles(client, { signal })),
  })
