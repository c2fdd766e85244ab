import type { Handlers } from '../../contract'
import { accountHandlers } from './account'
import { sessionHandlers } from './sessions'
import { subscriptionHandlers } from './subscriptions'

/**
 * The profile area, except the companies and contacts pages (listCompanies, leaveCompany,
 * listContacts, listContactContractors), which the companies handlers answer.
 */
export const profileHandlers = {
  ...accountHandlers,
  ...sessionHandlers,
  ...subscriptionHandlers,
} satisfies Partial<Handlers>
