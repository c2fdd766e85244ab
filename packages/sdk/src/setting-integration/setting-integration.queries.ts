import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  downloadIntegrationRequest,
  downloadIntegrationResponse,
  listIntegrationRecords,
  listIntegrationSyncs,
  searchIntegrationKeys,
} from '../generated/operations'
import { unwrap } from '../query'
import { integrationKeys } from './keys'

export const listIntegrationRecordsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring', 'get'> = {},
) =>
  queryOptions({
    queryKey: integrationKeys.records(query),
    queryFn: ({ signal }) => unwrap(listIntegrationRecords(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The key (entity) picker of the log's filters. */
export const searchIntegrationKeysQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: integrationKeys.keys(query),
    queryFn: ({ signal }) => unwrap(searchIntegrationKeys(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
    // Reference data: the synchronisable entities are fixed by the platform.
    staleTime: 5 * 60_000,
  })

/**
 * The request payload of an exchange, as `{ blob, filename }`. The download button fetches it:
 * `await queryClient.fetchQuery(downloadIntegrationRequestQuery(client, { id }))`.
 */
export const downloadIntegrationRequestQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/requests/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: integrationKeys.request(path.id),
    queryFn: ({ signal }) =>
      unwrap(downloadIntegrationRequest(client, { params: { path }, signal })),
    // A payload can be large and must not linger in memory once saved.
    staleTime: 0,
    gcTime: 0,
  })

/**
 * The response payload of an exchange, as `{ blob, filename }`. The download button fetches
 * it: `await queryClient.fetchQuery(downloadIntegrationResponseQuery(client, { id }))`.
 */
export const downloadIntegrationResponseQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/responses/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: integrationKeys.response(path.id),
    queryFn: ({ signal }) =>
      unwrap(downloadIntegrationResponse(client, { params: { path }, signal })),
    // A payload can be large and must not linger in memory once saved.
    staleTime: 0,
    gcTime: 0,
  })

export const listIntegrationSyncsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-synchronization', 'get'> = {},
) =>
  queryOptions({
    queryKey: integrationKeys.syncs(query),
    queryFn: ({ signal }) => unwrap(listIntegrationSyncs(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })
