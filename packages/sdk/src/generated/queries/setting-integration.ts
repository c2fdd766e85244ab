// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-integration.queries'
import {
  integrationKeyKeys,
  integrationRecordKeys,
  integrationRequestKeys,
  integrationResponseKeys,
  integrationSyncKeys,
} from '../keys'
import {
  listIntegrationRecords,
  searchIntegrationKeys,
  downloadIntegrationRequest,
  downloadIntegrationResponse,
  listIntegrationSyncs,
} from '../operations'

/** Integration log: `GET /platform/setting/integration-monitoring`. */
export const listIntegrationRecordsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listIntegrationRecords, query)
  return queryOptions({
    ...cache,
    queryKey: integrationRecordKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIntegrationRecords(client, { params: { query: sent }, signal })),
  })
}

/** Entities of the key filter: `GET /platform/setting/integration-monitoring/keys/search`. */
export const searchIntegrationKeysQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchIntegrationKeys, query)
  return queryOptions({
    ...cache,
    queryKey: integrationKeyKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchIntegrationKeys(client, { params: { query: sent }, signal })),
  })
}

/** Download the request of an exchange: `GET /platform/setting/integration-monitoring/requests/{id}`. */
export const downloadIntegrationRequestQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/requests/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.downloadIntegrationRequest,
    queryKey: integrationRequestKeys.download(path.id),
    queryFn: ({ signal }) => unwrap(downloadIntegrationRequest(client, { params: { path }, signal })),
  })

/** Download the response of an exchange: `GET /platform/setting/integration-monitoring/responses/{id}`. */
export const downloadIntegrationResponseQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/responses/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.downloadIntegrationResponse,
    queryKey: integrationResponseKeys.download(path.id),
    queryFn: ({ signal }) => unwrap(downloadIntegrationResponse(client, { params: { path }, signal })),
  })

/** Integration synchronisation: `GET /platform/setting/integration-synchronization`. */
export const listIntegrationSyncsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-synchronization', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listIntegrationSyncs, query)
  return queryOptions({
    ...cache,
    queryKey: integrationSyncKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIntegrationSyncs(client, { params: { query: sent }, signal })),
  })
}
