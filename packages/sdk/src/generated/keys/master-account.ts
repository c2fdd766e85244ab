// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `listIncomingAccessRequests`. */
export const incomingAccessRequestKeys = {
  all: ['master-account', 'incomingAccessRequest'] as const,
  lists: () => ['master-account', 'incomingAccessRequest', 'list'] as const,
  list: (query: OperationQuery<'/platform/master-account/access/requests', 'get'>) => ['master-account', 'incomingAccessRequest', 'list', query] as const,
}

/** The keys of `searchContractors`. */
export const contractorKeys = {
  all: ['master-account', 'contractor'] as const,
  searches: () => ['master-account', 'contractor', 'search'] as const,
  search: (query: OperationQuery<'/platform/master-account/contractors', 'get'>) => ['master-account', 'contractor', 'search', query] as const,
}

/** The keys of `listInvitations`. */
export const invitationKeys = {
  all: ['master-account', 'invitation'] as const,
  lists: () => ['master-account', 'invitation', 'list'] as const,
  list: (query: OperationQuery<'/platform/master-account/invitations', 'get'>) => ['master-account', 'invitation', 'list', query] as const,
}
