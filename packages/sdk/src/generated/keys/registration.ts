// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams } from '../../client'

/** The keys of `getRegistrationLinkStatus`. */
export const registrationLinkStatusKeys = {
  all: ['registration', 'registrationLinkStatus'] as const,
  details: () => ['registration', 'registrationLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/registration/status/{id}', 'get'>['id']) => ['registration', 'registrationLinkStatus', 'detail', id] as const,
}
