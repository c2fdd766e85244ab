import type { OperationQuery } from '../client'

const all = ['setting', 'providers'] as const

export const providerKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/providers', 'get'>) =>
    [...all, 'list', query] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  mapperLists: () => [...all, 'mappers'] as const,
  syncMappers: (syncId: string) => [...all, 'mappers', syncId] as const,
  mappers: (
    syncId: string,
    query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>,
  ) => [...all, 'mappers', syncId, query] as const,
  syncHistory: (
    syncId: string,
    query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'>,
  ) => [...all, 'syncHistory', syncId, query] as const,
  mapperFields: () => [...all, 'mapperFields'] as const,
}
