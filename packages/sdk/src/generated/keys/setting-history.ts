// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `listHistory`. */
export const historyKeys = {
  all: ['setting-history', 'history'] as const,
  lists: () => ['setting-history', 'history', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/history', 'get'>) => ['setting-history', 'history', 'list', query] as const,
}

/** The keys of `listHistoryTypes`. */
export const historyTypeKeys = {
  all: ['setting-history', 'historyType'] as const,
  list: () => ['setting-history', 'historyType', 'list'] as const,
}
