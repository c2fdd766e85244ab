import type { OperationQuery } from '../client'

const all = ['setting', 'lists'] as const

export const listKeys = {
  all,
  notifyMethods: () => [...all, 'notifyMethods'] as const,
  whitelists: () => [...all, 'whitelist'] as const,
  whitelist: (query: OperationQuery<'/platform/setting/whitelist', 'get'>) =>
    [...all, 'whitelist', query] as const,
  blacklists: () => [...all, 'blacklist'] as const,
  blacklist: (query: OperationQuery<'/platform/setting/blacklist', 'get'>) =>
    [...all, 'blacklist', query] as const,
  networkAliasLists: () => [...all, 'networkAliases'] as const,
  networkAliases: (query: OperationQuery<'/platform/setting/network-aliases', 'get'>) =>
    [...all, 'networkAliases', query] as const,
}
