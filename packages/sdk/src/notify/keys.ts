import type { OperationQuery } from '../client'

const all = ['notify'] as const

export const notifyKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (query: OperationQuery<'/platform/notify/personal-account', 'get'>) =>
    [...all, 'list', query] as const,
  latest: () => [...all, 'latest'] as const,
}
