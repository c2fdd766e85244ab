import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  getProvider,
  listMapperFields,
  listMappers,
  listProviderSyncHistory,
  listProviders,
} from '../generated/operations'
import { unwrap } from '../query'
import { providerKeys } from './keys'

export const listProvidersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/providers', 'get'> = {},
) =>
  queryOptions({
    queryKey: providerKeys.list(query),
    queryFn: ({ signal }) => unwrap(listProviders(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The details modal: the provider with its sync settings, and its client secret. */
export const getProviderQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: providerKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getProvider(client, { params: { path }, signal })),
    // It carries the client secret, which must not outlive the modal in the cache.
    staleTime: 0,
    gcTime: 0,
  })

export const listMappersQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'> = {},
) =>
  queryOptions({
    queryKey: providerKeys.mappers(path.syncId, query),
    queryFn: ({ signal }) => unwrap(listMappers(client, { params: { path, query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listProviderSyncHistoryQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'> = {},
) =>
  queryOptions({
    queryKey: providerKeys.syncHistory(path.syncId, query),
    queryFn: ({ signal }) =>
      unwrap(listProviderSyncHistory(client, { params: { path, query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listMapperFieldsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: providerKeys.mapperFields(),
    queryFn: ({ signal }) => unwrap(listMapperFields(client, { signal })),
    // Reference data: the platform fields a mapper can fill are fixed.
    staleTime: 5 * 60_000,
  })
