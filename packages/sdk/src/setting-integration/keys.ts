import type { OperationQuery } from '../client'

const all = ['setting', 'integration'] as const

export const integrationKeys = {
  all,
  recordLists: () => [...all, 'records'] as const,
  records: (query: OperationQuery<'/platform/setting/integration-monitoring', 'get'>) =>
    [...all, 'records', query] as const,
  keys: (query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'>) =>
    [...all, 'keys', query] as const,
  request: (id: string) => [...all, 'request', id] as const,
  response: (id: string) => [...all, 'response', id] as const,
  syncLists: () => [...all, 'syncs'] as const,
  syncs: (query: OperationQuery<'/platform/setting/integration-synchronization', 'get'>) =>
    [...all, 'syncs', query] as const,
}
