// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { PlatformClient } from '../../client'
import { unwrap } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-auth-schemas.queries'
import {
  authFlowKeys,
  authSchemeKeys,
} from '../keys'
import {
  listAuthFlows,
  listAuthSchemes,
} from '../operations'

/** Sign-in flows for schemes: `GET /platform/setting/authentication-schemas/flows`. */
export const listAuthFlowsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listAuthFlows,
    queryKey: authFlowKeys.list(),
    queryFn: ({ signal }) => unwrap(listAuthFlows(client, { signal })),
  })

/** Authentication schemes: `GET /platform/setting/authentication-schemas`. */
export const listAuthSchemesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listAuthSchemes,
    queryKey: authSchemeKeys.list(),
    queryFn: ({ signal }) => unwrap(listAuthSchemes(client, { signal })),
  })
