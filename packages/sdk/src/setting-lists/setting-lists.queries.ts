import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import {
  listBlacklist,
  listNetworkAliases,
  listNotifyMethods,
  listWhitelist,
} from '../generated/operations'
import { unwrap } from '../query'
import { listKeys } from './keys'

export const listNotifyMethodsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: listKeys.notifyMethods(),
    queryFn: ({ signal }) => unwrap(listNotifyMethods(client, { signal })),
  })

export const listWhitelistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/whitelist', 'get'> = {},
) =>
  queryOptions({
    queryKey: listKeys.whitelist(query),
    queryFn: ({ signal }) => unwrap(listWhitelist(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listBlacklistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/blacklist', 'get'> = {},
) =>
  queryOptions({
    queryKey: listKeys.blacklist(query),
    queryFn: ({ signal }) => unwrap(listBlacklist(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases', 'get'> = {},
) =>
  queryOptions({
    queryKey: listKeys.networkAliases(query),
    queryFn: ({ signal }) => unwrap(listNetworkAliases(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })
