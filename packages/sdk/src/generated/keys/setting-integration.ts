// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `listIntegrationRecords`. */
export const integrationRecordKeys = {
  all: ['setting-integration', 'integrationRecord'] as const,
  lists: () => ['setting-integration', 'integrationRecord', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/integration-monitoring', 'get'>) => ['setting-integration', 'integrationRecord', 'list', query] as const,
}

/** The keys of `searchIntegrationKeys`. */
export const integrationKeyKeys = {
  all: ['setting-integration', 'integrationKey'] as const,
  searches: () => ['setting-integration', 'integrationKey', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'>) => ['setting-integration', 'integrationKey', 'search', query] as const,
}

/** The keys of `downloadIntegrationRequest`. */
export const integrationRequestKeys = {
  all: ['setting-integration', 'integrationRequest'] as const,
  downloads: () => ['setting-integration', 'integrationRequest', 'download'] as const,
  download: (id: OperationPathParams<'/platform/setting/integration-monitoring/requests/{id}', 'get'>['id']) => ['setting-integration', 'integrationRequest', 'download', id] as const,
}

/** The keys of `downloadIntegrationResponse`. */
export const integrationResponseKeys = {
  all: ['setting-integration', 'integrationResponse'] as const,
  downloads: () => ['setting-integration', 'integrationResponse', 'download'] as const,
  download: (id: OperationPathParams<'/platform/setting/integration-monitoring/responses/{id}', 'get'>['id']) => ['setting-integration', 'integrationResponse', 'download', id] as const,
}

/** The keys of `listIntegrationSyncs`. */
export const integrationSyncKeys = {
  all: ['setting-integration', 'integrationSync'] as const,
  lists: () => ['setting-integration', 'integrationSync', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/integration-synchronization', 'get'>) => ['setting-integration', 'integrationSync', 'list', query] as const,
}
