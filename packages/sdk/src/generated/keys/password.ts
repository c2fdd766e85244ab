// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams } from '../../client'

/** The keys of `getPasswordLinkStatus`. */
export const passwordLinkStatusKeys = {
  all: ['password', 'passwordLinkStatus'] as const,
  details: () => ['password', 'passwordLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/password/link/status/{id}', 'get'>['id']) => ['password', 'passwordLinkStatus', 'detail', id] as const,
}

/** The keys of `getEntryPasswordLinkStatus`. */
export const entryPasswordLinkStatusKeys = {
  all: ['password', 'entryPasswordLinkStatus'] as const,
  details: () => ['password', 'entryPasswordLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/password/entry/link/status/{id}', 'get'>['id']) => ['password', 'entryPasswordLinkStatus', 'detail', id] as const,
}
