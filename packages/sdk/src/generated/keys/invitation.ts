// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams } from '../../client'

/** The keys of `getInvitationLinkStatus`. */
export const invitationLinkStatusKeys = {
  all: ['invitation', 'invitationLinkStatus'] as const,
  details: () => ['invitation', 'invitationLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/invitation/{id}', 'get'>['id']) => ['invitation', 'invitationLinkStatus', 'detail', id] as const,
}
