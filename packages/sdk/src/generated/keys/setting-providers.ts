// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `listProviders`, `getProvider`. */
export const providerKeys = {
  all: ['setting-providers', 'provider'] as const,
  lists: () => ['setting-providers', 'provider', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/providers', 'get'>) => ['setting-providers', 'provider', 'list', query] as const,
  details: () => ['setting-providers', 'provider', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/providers/{id}', 'get'>['id']) => ['setting-providers', 'provider', 'detail', id] as const,
}

/** The keys of `listMappers`. */
export const mapperKeys = {
  all: ['setting-providers', 'mapper'] as const,
  lists: (syncId?: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>['syncId']) =>
    syncId === undefined ? (['setting-providers', 'mapper', 'list'] as const) : (['setting-providers', 'mapper', 'list', syncId] as const),
  list: (syncId: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>['syncId'], query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>) => ['setting-providers', 'mapper', 'list', syncId, query] as const,
}

/** The keys of `listProviderSyncHistory`. */
export const providerSyncHistoryKeys = {
  all: ['setting-providers', 'providerSyncHistory'] as const,
  lists: (syncId?: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>['syncId']) =>
    syncId === undefined ? (['setting-providers', 'providerSyncHistory', 'list'] as const) : (['setting-providers', 'providerSyncHistory', 'list', syncId] as const),
  list: (syncId: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>['syncId'], query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'>) => ['setting-providers', 'providerSyncHistory', 'list', syncId, query] as const,
}

/** The keys of `listMapperFields`. */
export const mapperFieldKeys = {
  all: ['setting-providers', 'mapperField'] as const,
  list: () => ['setting-providers', 'mapperField', 'list'] as const,
}
