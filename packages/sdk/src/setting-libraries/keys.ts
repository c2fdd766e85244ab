import type { OperationQuery } from '../client'

export const documentKeys = {
  all: ['setting', 'documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/documents', 'get'>) =>
    [...documentKeys.all, 'list', query] as const,
  details: () => [...documentKeys.all, 'detail'] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
}

export const bannerKeys = {
  all: ['setting', 'banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/banners', 'get'>) =>
    [...bannerKeys.all, 'list', query] as const,
}

export const languageKeys = {
  all: ['setting', 'languages'] as const,
  lists: () => [...languageKeys.all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/locales', 'get'>) =>
    [...languageKeys.all, 'list', query] as const,
}
