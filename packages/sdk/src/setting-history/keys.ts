import type { OperationQuery } from '../client'

const all = ['setting', 'history'] as const

export const historyKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/history', 'get'>) =>
    [...all, 'list', query] as const,
  types: () => [...all, 'types'] as const,
}
