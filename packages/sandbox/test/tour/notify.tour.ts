// The notification bell and page: the latest unread, the list, and reading one.
import { listLatestNotifications, listNotifications, markNotificationRead } from '@platform/sdk'
import type { TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`notify tour: ${what}`)
}

export const tour: TourStop[] = [
  {
    name: 'a person reads a notification from the bell',
    async run(context) {
      const user = await context.as('user')
      const latest = context.ok(await listLatestNotifications(user), 'listLatestNotifications')
      const [newest] = latest.notifications
      check(newest && latest.unreadCount > 0, 'unread notifications')
      const page = context.ok(
        await listNotifications(user, {
          params: { query: { page: 1, limit: 10, sortBy: 'createdAt', sort: 'desc' } },
        }),
        'listNotifications',
      )
      check(page.meta.total >= latest.unreadCount, 'the page counts them all')
      context.ok(
        await markNotificationRead(user, { body: { id: newest?.id as string } }),
        'markNotificationRead',
      )
      const after = context.ok(await listLatestNotifications(user), 'listLatestNotifications again')
      check(after.unreadCount === latest.unreadCount - 1, 'one fewer unread')
    },
  },
]
