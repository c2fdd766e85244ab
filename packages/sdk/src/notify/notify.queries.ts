import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import { listLatestNotifications, listNotifications } from '../generated/operations'
import { unwrap } from '../query'
import { notifyKeys } from './keys'

export const listNotificationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/notify/personal-account', 'get'> = {},
) =>
  queryOptions({
    queryKey: notifyKeys.list(query),
    queryFn: ({ signal }) => unwrap(listNotifications(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The bell: the 5 newest unread notifications and the unread count for the badge. */
export const listLatestNotificationsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: notifyKeys.latest(),
    queryFn: ({ signal }) => unwrap(listLatestNotifications(client, { signal })),
  })
