import type { OperationQuery } from '../client'

const all = ['setting', 'applications'] as const

export const applicationKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/applications', 'get'>) =>
    [...all, 'list', query] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  clientSecret: (clientId: string) => [...all, 'clientSecret', clientId] as const,
  sessionLists: () => [...all, 'sessions'] as const,
  sessions: (query: OperationQuery<'/platform/setting/applications/sessions', 'get'>) =>
    [...all, 'sessions', query] as const,
  roleMethods: (query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>) =>
    [...all, 'roleMethods', query] as const,
  methodFilters: () => [...all, 'methodFilter'] as const,
  methodFilter: (query: OperationQuery<'/platform/setting/methods/filter', 'get'>) =>
    [...all, 'methodFilter', query] as const,
}
