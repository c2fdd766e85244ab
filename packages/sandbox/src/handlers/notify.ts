import type { Notification } from '@platform/sdk'
import type { Handlers } from '../contract'
import type { NotificationRecord } from '../state/profile'
import { done, notFound, ok, page } from './reply'

const present = ({ accountId: _owner, ...notification }: NotificationRecord): Notification =>
  notification

/** How many unread notifications the bell shows. */
const bellSize = 5

export const notifyHandlers = {
  listNotifications: ({ state, session, query }) => {
    const rows = state.profile.notifications
      .filter((entry) => entry.accountId === session.account.id)
      .map(present)
    const { items, meta } = page(rows, query, { sortBy: 'createdAt', sort: 'desc' })
    return ok({ notifications: items, meta })
  },

  listLatestNotifications: ({ state, session }) => {
    const unread = state.profile.notifications
      .filter((entry) => entry.accountId === session.account.id && !entry.read)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return ok({ notifications: unread.slice(0, bellSize).map(present), unreadCount: unread.length })
  },

  markNotificationRead: ({ state, session, body }) => {
    const notification = state.profile.notifications.find(
      (entry) => entry.id === body.id && entry.accountId === session.account.id,
    )
    if (!notification) return notFound('No such notification')
    notification.read = true
    return done()
  },
} satisfies Partial<Handlers>
