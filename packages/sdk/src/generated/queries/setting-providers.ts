// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-providers.queries'
import {
  mapperFieldKeys,
  mapperKeys,
  providerKeys,
  providerSyncHistoryKeys,
} from '../keys'
import {
  listProviders,
  getProvider,
  listMappers,
  listProviderSyncHistory,
  listMapperFields,
} from '../operations'

/** List providers: `GET /platform/setting/providers`. */
export const listProvidersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/providers', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listProviders, query)
  return queryOptions({
    ...cache,
    queryKey: providerKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listProviders(client, { params: { query: sent }, signal })),
  })
}

/** Get a provider: `GET /platform/setting/providers/{id}`. */
export const getProviderQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getProvider,
    queryKey: providerKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getProvider(client, { params: { path }, signal })),
  })

/** List the mappers of a synchronisation: `GET /platform/setting/providers/sync/{syncId}/mappers`. */
export const listMappersQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listMappers, query)
  return queryOptions({
    ...cache,
    queryKey: mapperKeys.list(path.syncId, sent),
    queryFn: ({ signal }) => unwrap(listMappers(client, { params: { path, query: sent }, signal })),
  })
}

/** Sync history: `GET /platform/setting/providers/sync/{syncId}/history`. */
export const listProviderSyncHistoryQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listProviderSyncHistory, query)
  return queryOptions({
    ...cache,
    queryKey: providerSyncHistoryKeys.list(path.syncId, sent),
    queryFn: ({ signal }) => unwrap(listProviderSyncHistory(client, { params: { path, query: sent }, signal })),
  })
}

/** Platform fields for mappers: `GET /platform/setting/providers/mappers/fields`. */
export const listMapperFieldsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listMapperFields,
    queryKey: mapperFieldKeys.list(),
    queryFn: ({ signal }) => unwrap(listMapperFields(client, { signal })),
  })
