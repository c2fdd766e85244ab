import { latestNotificationKeys, notificationKeys } from '../../generated/keys'
import { type AreaPolicy, pagedList } from '../policy'

export const policy: AreaPolicy<'notify'> = {
  queries: {
    listNotifications: pagedList,
  },
  mutations: {
    // A read notification changes its row in the lists and leaves the bell's unread ones.
    markNotificationRead: {
      invalidates: () => [notificationKeys.all, latestNotificationKeys.all],
    },
  },
}
