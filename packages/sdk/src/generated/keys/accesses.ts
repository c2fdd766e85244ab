// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `listAccessRequests`. */
export const accessRequestKeys = {
  all: ['accesses', 'accessRequest'] as const,
  lists: () => ['accesses', 'accessRequest', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/access/requests', 'get'>) => ['accesses', 'accessRequest', 'list', query] as const,
}

/** The keys of `listAvailableRoles`. */
export const availableRoleKeys = {
  all: ['accesses', 'availableRole'] as const,
  list: () => ['accesses', 'availableRole', 'list'] as const,
}
