import type { OperationPathParams, OperationQuery } from '../client'

const all = ['profile'] as const

type ContractorsParams = OperationPathParams<
  '/platform/user/profile/contacts/{userId}/contractors',
  'get'
> &
  OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'>

/** The signed-in person. Invalidating `all` refreshes everything the profile screens show. */
export const profileKeys = {
  all,
  summary: () => [...all, 'summary'] as const,
  details: () => [...all, 'details'] as const,
  configure: () => [...all, 'configure'] as const,
  histories: () => [...all, 'history'] as const,
  history: (query: OperationQuery<'/platform/user/profile/history', 'get'>) =>
    [...all, 'history', query] as const,
  avatar: () => [...all, 'avatar'] as const,
  sessionLists: () => [...all, 'sessions'] as const,
  sessions: (query: OperationQuery<'/platform/user/sessions', 'get'>) =>
    [...all, 'sessions', query] as const,
  subscriptionLists: () => [...all, 'subscriptions'] as const,
  subscriptions: (query: OperationQuery<'/platform/user/profile/subscribes', 'get'>) =>
    [...all, 'subscriptions', query] as const,
  companies: () => [...all, 'companies'] as const,
  contactLists: () => [...all, 'contacts'] as const,
  contacts: (query: OperationQuery<'/platform/user/profile/contacts', 'get'>) =>
    [...all, 'contacts', query] as const,
  contactContractors: (params: ContractorsParams) =>
    [...all, 'contacts', params.userId, 'contractors', params] as const,
}
