// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `searchDocuments`, `listDocuments`, `getDocument`. */
export const documentKeys = {
  all: ['setting-libraries', 'document'] as const,
  searches: () => ['setting-libraries', 'document', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/documents/search', 'get'>) => ['setting-libraries', 'document', 'search', query] as const,
  lists: () => ['setting-libraries', 'document', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/documents', 'get'>) => ['setting-libraries', 'document', 'list', query] as const,
  details: () => ['setting-libraries', 'document', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/documents/{id}', 'get'>['id']) => ['setting-libraries', 'document', 'detail', id] as const,
}

/** The keys of `searchBanners`, `listBanners`. */
export const bannerKeys = {
  all: ['setting-libraries', 'banner'] as const,
  searches: () => ['setting-libraries', 'banner', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/banners/search', 'get'>) => ['setting-libraries', 'banner', 'search', query] as const,
  lists: () => ['setting-libraries', 'banner', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/banners', 'get'>) => ['setting-libraries', 'banner', 'list', query] as const,
}

/** The keys of `listLanguages`. */
export const languageKeys = {
  all: ['setting-libraries', 'language'] as const,
  lists: () => ['setting-libraries', 'language', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/locales', 'get'>) => ['setting-libraries', 'language', 'list', query] as const,
}
