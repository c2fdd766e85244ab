import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The sections of the profile area, at the paths the platform's menu gives them. The
 * navigation shows those the portal has a page for.
 */
export const profileSections: readonly { path: string; title: MessageDescriptor }[] = [
  { path: '/profile/personal', title: msg`Личные данные` },
  { path: '/profile/companies', title: msg`Компании` },
  { path: '/profile/contacts', title: msg`Контакты` },
  { path: '/accesses/requests/access', title: msg`Заявки на доступ` },
  { path: '/accesses/invitations', title: msg`Приглашения` },
  { path: '/profile/sessions', title: msg`Сеансы и устройства` },
  { path: '/profile/notifications', title: msg`Уведомления` },
  { path: '/profile/subscriptions', title: msg`Подписки` },
  { path: '/profile/history', title: msg`История изменений` },
]
