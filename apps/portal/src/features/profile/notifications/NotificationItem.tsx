import { useLingui } from '@lingui/react/macro'
import type { Notification } from '@platform/sdk'
import { Button, Link, StatusBadge } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import * as styles from './NotificationsPage.css'

/**
 * One notification: unread ones stand out (a marker in words, not colour alone). Opening its
 * link or pressing "read" marks it read.
 */
export function NotificationItem({
  notification,
  href,
  onRead,
}: {
  notification: Notification
  href: string | undefined
  onRead: (notification: Notification) => void
}) {
  const { t, i18n } = useLingui()
  const { title, text, createdAt, read } = notification
  return (
    <li className={read ? styles.item : styles.unreadItem}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>{title}</h2>
        {!read && <StatusBadge variant="info">{t`Новое`}</StatusBadge>}
        <span className={styles.itemDate}>{formatDateTime(createdAt, i18n.locale)}</span>
      </div>
      <p className={styles.itemText}>{text}</p>
      {(href || !read) && (
        <div className={styles.itemActions}>
          {href && (
            <Link
              href={href}
              variant="standalone"
              isExternal={/^https?:/.test(href)}
              onPress={() => !read && onRead(notification)}
            >
              {t`Перейти`}
            </Link>
          )}
          {!read && (
            <Button
              variant="quiet"
              onPress={() => onRead(notification)}
              aria-label={t`Отметить прочитанным: ${title}`}
            >
              {t`Отметить прочитанным`}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
