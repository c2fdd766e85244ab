// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/notify.queries'
import {
  latestNotificationKeys,
  notificationKeys,
} from '../keys'
import {
  listNotifications,
  listLatestNotifications,
} from '../operations'

/** The person's notifications: `GET /platform/notify/personal-account`. */
export const listNotificationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/notify/personal-account', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listNotifications, query)
  return queryOptions({
    ...cache,
    queryKey: notificationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listNotifications(client, { params: { query: sent }, signal })),
  })
}

/** Notifications for the bell: `GET /platform/notify/personal-account/last`. */
export const listLatestNotificationsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listLatestNotifications,
    queryKey: latestNotificationKeys.list(),
    queryFn: ({ signal }) => unwrap(listLatestNotifications(client, { signal })),
  })
