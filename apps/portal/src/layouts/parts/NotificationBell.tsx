import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Notification } from '@platform/sdk'
import { listLatestNotificationsQuery, markNotificationReadMutation } from '@platform/sdk/query'
import { Button, Menu, MenuItem, MenuSection, MenuTrigger } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Text } from 'react-aria-components'
import { formatDateTime } from '../../i18n/format'
import { usePlatform } from '../../platform/hooks'
import * as styles from './Header.css'
import { useRouteExists, useSafeDestination } from './hooks'
import { BellIcon } from './icons'
import { portalPath } from './menu'
import * as menuStyles from './menus.css'
import * as bellStyles from './NotificationBell.css'
import { visuallyHidden } from './shared.css'

/** The notifications page of the profile, linked once it exists. */
const notificationsPath = '/profile/notifications'

/**
 * Where a notification leads: a portal page the portal has, or the address of the project's
 * site or one of the person's services; a link anywhere else is dropped.
 */
export function useNotificationHref() {
  const exists = useRouteExists()
  const safe = useSafeDestination()
  return ({ link }: Notification) => {
    const address = safe(link)
    if (!address || !link) return undefined
    const path = portalPath(link) ?? (link.startsWith('/') ? link : undefined)
    if (path !== undefined) return exists(path) ? path : undefined
    return address
  }
}

/** The bell: the newest unread notifications and their count; opening one marks it read. */
export function NotificationBell() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const exists = useRouteExists()
  const hrefOf = useNotificationHref()
  const latest = useQuery({ ...listLatestNotificationsQuery(client), refetchInterval: 60_000 })
  const markRead = useMutation(markNotificationReadMutation(client))
  const unread = latest.data?.unreadCount ?? 0
  const notifications = latest.data?.notifications ?? []

  const read = (id: unknown) => {
    const notification = notifications.find((entry) => entry.id === id)
    if (notification && !notification.read) markRead.mutate({ body: { id: notification.id } })
  }

  return (
    <MenuTrigger>
      <Button variant="quiet" className={styles.iconButton}>
        <BellIcon />
        <span className={visuallyHidden}>
          <Plural
            value={unread}
            _0="Уведомления, непрочитанных нет"
            one="Уведомления, # непрочитанное"
            few="Уведомления, # непрочитанных"
            many="Уведомления, # непрочитанных"
            other="Уведомления, # непрочитанного"
          />
        </span>
        {unread > 0 && (
          <span className={bellStyles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Menu placement="bottom end" onAction={read} className={bellStyles.menu}>
        <MenuSection title={t`Уведомления`}>
          {notifications.length === 0 ? (
            <MenuItem id="none" isDisabled>
              <Trans>Новых уведомлений нет</Trans>
            </MenuItem>
          ) : null}
          {notifications.map((notification) => (
            <MenuItem
              key={notification.id}
              id={notification.id}
              href={hrefOf(notification)}
              textValue={notification.title}
              className={`${menuStyles.item} ${menuStyles.link}`}
            >
              <Text
                slot="label"
                className={notification.read ? menuStyles.title : menuStyles.unread}
              >
                {notification.title}
              </Text>
              <Text slot="description" className={menuStyles.description}>
                {notification.text}
              </Text>
              <time dateTime={notification.createdAt} className={menuStyles.meta}>
                {formatDateTime(notification.createdAt, i18n.locale)}
              </time>
            </MenuItem>
          ))}
        </MenuSection>
        {exists(notificationsPath) ? (
          <MenuSection>
            <MenuItem id="all" href={notificationsPath} className={menuStyles.link}>
              <Trans>Все уведомления</Trans>
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
    </MenuTrigger>
  )
}
