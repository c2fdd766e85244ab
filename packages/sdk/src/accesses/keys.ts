import type { OperationQuery } from '../client'

const all = ['accesses'] as const

export const accessesKeys = {
  all,
  requestLists: () => [...all, 'requests'] as const,
  requests: (query: OperationQuery<'/platform/user/access/requests', 'get'>) =>
    [...all, 'requests', query] as const,
  availableRoles: () => [...all, 'availableRoles'] as const,
}
