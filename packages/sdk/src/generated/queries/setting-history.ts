// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-history.queries'
import {
  historyKeys,
  historyTypeKeys,
} from '../keys'
import {
  listHistory,
  listHistoryTypes,
} from '../operations'

/** History of changes: `GET /platform/setting/history`. */
export const listHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listHistory, query)
  return queryOptions({
    ...cache,
    queryKey: historyKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listHistory(client, { params: { query: sent }, signal })),
  })
}

/** Change types: `GET /platform/setting/history/types`. */
export const listHistoryTypesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listHistoryTypes,
    queryKey: historyTypeKeys.list(),
    queryFn: ({ signal }) => unwrap(listHistoryTypes(client, { signal })),
  })
