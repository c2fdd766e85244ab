// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/auth.queries'
import {
  authConfigKeys,
} from '../keys'
import {
  getAuthConfig,
} from '../operations'

/** Sign-in flows for an identifier: `GET /platform/auth/config/{idAttribute}`. */
export const getAuthConfigQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>,
  query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.getAuthConfig, query)
  return queryOptions({
    ...cache,
    queryKey: authConfigKeys.detail(path.idAttribute, sent),
    queryFn: ({ signal }) => unwrap(getAuthConfig(client, { params: { path, query: sent }, signal })),
  })
}
