import type { OperationQuery } from '../client'

const all = ['masterAccount'] as const

export const masterAccountKeys = {
  all,
  requestLists: () => [...all, 'requests'] as const,
  requests: (query: OperationQuery<'/platform/master-account/access/requests', 'get'>) =>
    [...all, 'requests', query] as const,
  contractorLists: () => [...all, 'contractors'] as const,
  contractors: (query: OperationQuery<'/platform/master-account/contractors', 'get'>) =>
    [...all, 'contractors', query] as const,
  invitationLists: () => [...all, 'invitations'] as const,
  invitations: (query: OperationQuery<'/platform/master-account/invitations', 'get'>) =>
    [...all, 'invitations', query] as const,
}
