import { latestNotificationKeys, notificationKeys } from '../../generated/keys'
import type { MutationPolicies } from '../policy'

export const mutations: MutationPolicies<'notify'> = {
  // A read notification changes its row in the lists and leaves the bell's unread ones.
  markNotificationRead: {
    invalidates: () => [notificationKeys.all, latestNotificationKeys.all],
  },
}
