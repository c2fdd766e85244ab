// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-lists.queries'
import {
  blacklistKeys,
  networkAliasKeys,
  notifyMethodKeys,
  whitelistKeys,
} from '../keys'
import {
  listNotifyMethods,
  listWhitelist,
  listBlacklist,
  listNetworkAliases,
} from '../operations'

/** Notification methods: `GET /platform/setting/subscribes/notify-methods`. */
export const listNotifyMethodsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listNotifyMethods,
    queryKey: notifyMethodKeys.list(),
    queryFn: ({ signal }) => unwrap(listNotifyMethods(client, { signal })),
  })

/** Whitelist: `GET /platform/setting/whitelist`. */
export const listWhitelistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/whitelist', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listWhitelist, query)
  return queryOptions({
    ...cache,
    queryKey: whitelistKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listWhitelist(client, { params: { query: sent }, signal })),
  })
}

/** Blacklist: `GET /platform/setting/blacklist`. */
export const listBlacklistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/blacklist', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listBlacklist, query)
  return queryOptions({
    ...cache,
    queryKey: blacklistKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listBlacklist(client, { params: { query: sent }, signal })),
  })
}

/** Network aliases: `GET /platform/setting/network-aliases`. */
export const listNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listNetworkAliases, query)
  return queryOptions({
    ...cache,
    queryKey: networkAliasKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listNetworkAliases(client, { params: { query: sent }, signal })),
  })
}
