import type { OperationQuery } from '../client'

const all = ['setting', 'domains'] as const
const lookups = ['setting', 'lookups'] as const

export const domainKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/domains', 'get'>) =>
    [...all, 'list', query] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  searches: () => [...all, 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/domains/search', 'get'>) =>
    [...all, 'search', query] as const,
  baseSettings: () => [...all, 'baseSettings'] as const,
  styleTemplates: () => [...all, 'styleTemplates'] as const,
}

export const deviceTypeKeys = {
  all: ['setting', 'devicesTypes'] as const,
  lists: () => [...deviceTypeKeys.all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/devices-types', 'get'>) =>
    [...deviceTypeKeys.all, 'list', query] as const,
  searches: () => [...deviceTypeKeys.all, 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/devices-types/search', 'get'>) =>
    [...deviceTypeKeys.all, 'search', query] as const,
}

/** Look-ups that feed pickers of the domain form; the libraries invalidate them too. */
export const lookupKeys = {
  all: lookups,
  locales: (query: OperationQuery<'/platform/locales/search', 'get'>) =>
    [...lookups, 'locales', query] as const,
  documents: (query: OperationQuery<'/platform/setting/documents/search', 'get'>) =>
    [...lookups, 'documents', query] as const,
  banners: (query: OperationQuery<'/platform/setting/banners/search', 'get'>) =>
    [...lookups, 'banners', query] as const,
}
