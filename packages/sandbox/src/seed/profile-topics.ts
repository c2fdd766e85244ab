// The subscription topics people choose from, and the profile's own notification channels
// (used while the lists area offers no notification methods).
import type { NotifyMethodKind } from '@platform/sdk'
import type { ChannelConfig, SubscriptionTopic } from '../state/profile'
import type { Random } from './random'

export function topics(random: Random): SubscriptionTopic[] {
  const topic = (
    ru: string,
    en: string,
    description: [string, string] | null,
    periods: SubscriptionTopic['availablePeriods'],
    kinds: NotifyMethodKind[],
  ): SubscriptionTopic => ({
    id: random.uuid(),
    title: { ru, en },
    description: description ? { ru: description[0], en: description[1] } : null,
    availablePeriods: periods,
    period: periods[0] ?? 'immediately',
    kinds,
  })
  return [
    topic(
      'Заявки на доступ',
      'Access requests',
      ['Новые заявки и решения по ним', 'New requests and decisions'],
      ['immediately', 'daily'],
      ['personnel_account', 'email'],
    ),
    topic(
      'Приглашения',
      'Invitations',
      ['Приглашения в организации', 'Invitations to organizations'],
      ['immediately', 'daily'],
      ['personnel_account', 'email'],
    ),
    topic(
      'Безопасность входа',
      'Sign-in security',
      ['Входы с новых устройств и смена пароля', 'New devices and password changes'],
      ['immediately'],
      ['personnel_account', 'email', 'sms'],
    ),
    topic('Новости платформы', 'Platform news', null, ['daily', 'weekly', 'monthly'], ['email']),
    topic(
      'Плановые работы',
      'Maintenance',
      ['Когда вход может быть недоступен', 'When sign-in may be unavailable'],
      ['immediately', 'daily', 'weekly'],
      ['personnel_account'],
    ),
    topic(
      'Изменения профиля',
      'Profile changes',
      ['Кто и что изменил в вашем профиле', 'Who changed what in your profile'],
      ['immediately', 'weekly'],
      ['personnel_account'],
    ),
  ]
}

export function channels(random: Random): ChannelConfig[] {
  const channel = (kind: NotifyMethodKind, ru: string, en: string, enabled = true) => ({
    id: random.uuid(),
    kind,
    title: { ru, en },
    enabled,
  })
  return [
    channel('personnel_account', 'Личный кабинет', 'Personal account'),
    channel('email', 'Электронная почта', 'Email'),
    channel('sms', 'SMS', 'SMS'),
    channel('telegram', 'Telegram', 'Telegram'),
    channel('push', 'Push-уведомления', 'Push notifications', false),
  ]
}
