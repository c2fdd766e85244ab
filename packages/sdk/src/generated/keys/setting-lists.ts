// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `searchNetworkAliases`, `listNetworkAliases`. */
export const networkAliasKeys = {
  all: ['setting-lists', 'networkAlias'] as const,
  searches: () => ['setting-lists', 'networkAlias', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/network-aliases/search', 'get'>) => ['setting-lists', 'networkAlias', 'search', query] as const,
  lists: () => ['setting-lists', 'networkAlias', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/network-aliases', 'get'>) => ['setting-lists', 'networkAlias', 'list', query] as const,
}

/** The keys of `listNotifyMethods`. */
export const notifyMethodKeys = {
  all: ['setting-lists', 'notifyMethod'] as const,
  list: () => ['setting-lists', 'notifyMethod', 'list'] as const,
}

/** The keys of `listWhitelist`. */
export const whitelistKeys = {
  all: ['setting-lists', 'whitelist'] as const,
  lists: () => ['setting-lists', 'whitelist', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/whitelist', 'get'>) => ['setting-lists', 'whitelist', 'list', query] as const,
}

/** The keys of `listBlacklist`. */
export const blacklistKeys = {
  all: ['setting-lists', 'blacklist'] as const,
  lists: () => ['setting-lists', 'blacklist', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/blacklist', 'get'>) => ['setting-lists', 'blacklist', 'list', query] as const,
}
