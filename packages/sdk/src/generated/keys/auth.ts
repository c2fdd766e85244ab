// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `getAuthConfig`. */
export const authConfigKeys = {
  all: ['auth', 'authConfig'] as const,
  details: (idAttribute?: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>['idAttribute']) =>
    idAttribute === undefined ? (['auth', 'authConfig', 'detail'] as const) : (['auth', 'authConfig', 'detail', idAttribute] as const),
  detail: (idAttribute: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>['idAttribute'], query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'>) => ['auth', 'authConfig', 'detail', idAttribute, query] as const,
}
