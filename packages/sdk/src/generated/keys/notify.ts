// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `listNotifications`. */
export const notificationKeys = {
  all: ['notify', 'notification'] as const,
  lists: () => ['notify', 'notification', 'list'] as const,
  list: (query: OperationQuery<'/platform/notify/personal-account', 'get'>) => ['notify', 'notification', 'list', query] as const,
}

/** The keys of `listLatestNotifications`. */
export const latestNotificationKeys = {
  all: ['notify', 'latestNotification'] as const,
  list: () => ['notify', 'latestNotification', 'list'] as const,
}
