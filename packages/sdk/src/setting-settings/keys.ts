import type { OperationQuery } from '../client'

const all = ['setting', 'settings'] as const

export const settingsKeys = {
  all,
  platform: () => [...all, 'platform'] as const,
  users: () => [...all, 'users'] as const,
  roles: (query: OperationQuery<'/platform/setting/roles/search', 'get'>) =>
    [...all, 'roles', query] as const,
  userContacts: (query: OperationQuery<'/platform/setting/users/contacts/search', 'get'>) =>
    [...all, 'userContacts', query] as const,
  networkAliases: (query: OperationQuery<'/platform/setting/network-aliases/search', 'get'>) =>
    [...all, 'networkAliases', query] as const,
}
