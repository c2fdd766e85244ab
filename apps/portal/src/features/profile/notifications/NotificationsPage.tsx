import { useLingui } from '@lingui/react/macro'
import type { Notification } from '@platform/sdk'
import { listNotificationsQuery, markNotificationReadMutation } from '@platform/sdk/query'
import { EmptyState, Skeleton, toast } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { formatDateTime } from '../../../i18n/format'
import { useNotificationHref } from '../../../layouts/parts/NotificationBell'
import { usePlatform } from '../../../platform/hooks'
import {
  ExportCsvButton,
  PagedFooter,
  Total,
  useListState,
  useLogFailure,
} from '../../../shared/list'
import { AreaPage } from '../area/AreaPage'
import * as areaStyles from '../area/AreaPage.css'
import { LoadFailure } from '../area/LoadFailure'
import { NotificationItem } from './NotificationItem'
import * as styles from './NotificationsPage.css'

const route = getRouteApi('/profile/profile/notifications')

/**
 * Route UserProfileNotifications (`/profile/notifications`): every personal notification,
 * newest first, paged, unread ones standing out. Reading one marks it read, and the bell's
 * count follows (the SDK refreshes both).
 */
export function NotificationsPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const hrefOf = useNotificationHref()
  const list = useListState(route.useSearch(), {
    defaultSort: { column: 'createdAt', direction: 'descending' },
    sortColumns: ['createdAt', 'title', 'read'],
  })
  const query = useQuery(listNotificationsQuery(client, list.query))
  useLogFailure('notifications', query.error)
  const markRead = useMutation(markNotificationReadMutation(client))
  const pending = useRef(new Set<string>())
  const total = query.data?.meta.total

  const read = (notification: Notification) => {
    if (notification.read || pending.current.has(notification.id)) return
    pending.current.add(notification.id)
    markRead.mutate(
      { body: { id: notification.id } },
      {
        onError: (error) =>
          toast.error(t`Не удалось отметить уведомление прочитанным`, {
            description: i18n._(errorMessage(error)),
          }),
        onSettled: () => pending.current.delete(notification.id),
      },
    )
  }

  return (
    <AreaPage
      title={t`Уведомления`}
      lead={t`Все ваши уведомления. Непрочитанные выделены; открытое уведомление считается прочитанным.`}
      actions={
        <ExportCsvButton
          fileName="notifications"
          isDisabled={!total}
          columns={[
            {
              header: t`Дата`,
              value: (row: Notification) => formatDateTime(row.createdAt, i18n.locale),
            },
            { header: t`Заголовок`, value: (row: Notification) => row.title },
            { header: t`Текст`, value: (row: Notification) => row.text },
            { header: t`Прочитано`, value: (row: Notification) => (row.read ? t`Да` : t`Нет`) },
            { header: t`Ссылка`, value: (row: Notification) => row.link ?? null },
          ]}
          fetchPage={async (page, limit) => {
            const answer = await queryClient.fetchQuery(
              listNotificationsQuery(client, { ...list.query, page, limit }),
            )
            return { items: answer.notifications, total: answer.meta.total }
          }}
        />
      }
    >
      {query.isPending ? (
        <div className={areaStyles.stack} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`Уведомлений пока нет`}
          description={t`Здесь появятся сообщения о заявках, приглашениях и входах в учётную запись. Какие уведомления получать, можно выбрать в подписках.`}
        />
      ) : (
        <div className={areaStyles.stack} aria-busy={query.isFetching || undefined}>
          {total !== undefined && <Total total={total} />}
          <ul className={styles.list}>
            {query.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                href={hrefOf(notification)}
                onRead={read}
              />
            ))}
          </ul>
          <PagedFooter list={list} total={total} label={t`Уведомления`} />
        </div>
      )}
    </AreaPage>
  )
}
