// Letters of the accesses and master-account areas, in the language of the request.
import type { Outbox } from '../../outbox'

type Locale = 'ru' | 'en'

/** DD.MM.YYYY HH:mm (UTC), as the portal shows moments. */
function formatMoment(iso: string): string {
  const [date = '', time = ''] = iso.split('T')
  const [year, month, day] = date.split('-')
  return `${day}.${month}.${year} ${time.slice(0, 5)}`
}

export const letters = {
  newRequest: (locale: Locale, requester: string, company: string) =>
    locale === 'en'
      ? {
          subject: 'New access request',
          text: `${requester} asks for access to ${company}. Open the incoming requests to answer.`,
        }
      : {
          subject: 'Новая заявка на доступ',
          text: `${requester} просит доступ к компании ${company}. Ответьте на заявку во входящих заявках.`,
        },
  approved: (locale: Locale, company: string, contractor: string) =>
    locale === 'en'
      ? {
          subject: 'Access request approved',
          text: `Your request to ${company} is approved: you have access as a person of ${contractor}.`,
        }
      : {
          subject: 'Заявка на доступ одобрена',
          text: `Ваша заявка в компанию ${company} одобрена: доступ предоставлен от контрагента ${contractor}.`,
        },
  rejected: (locale: Locale, company: string, reason: string) =>
    locale === 'en'
      ? {
          subject: 'Access request rejected',
          text: `Your request to ${company} is rejected. Reason: ${reason}`,
        }
      : {
          subject: 'Заявка на доступ отклонена',
          text: `Ваша заявка в компанию ${company} отклонена. Причина: ${reason}`,
        },
  invitation: (locale: Locale, sender: string, contractor: string, until: string) =>
    locale === 'en'
      ? {
          subject: 'Invitation to the platform',
          text: `${sender} invites you to join the platform as a person of ${contractor}. Follow the link to accept; it works until ${formatMoment(until)} (UTC).`,
        }
      : {
          subject: 'Приглашение на платформу',
          text: `${sender} приглашает вас на платформу от контрагента ${contractor}. Перейдите по ссылке, чтобы принять приглашение; она действует до ${formatMoment(until)} (UTC).`,
        },
  granted: (locale: Locale, sender: string, contractor: string) =>
    locale === 'en'
      ? {
          subject: 'Access granted',
          text: `${sender} gave your account access as a person of ${contractor}. Sign in to use it.`,
        }
      : {
          subject: 'Вам предоставлен доступ',
          text: `${sender} предоставил(а) вашей учётной записи доступ от контрагента ${contractor}. Войдите, чтобы начать работу.`,
        },
}

/** Sends a letter when the person has an address; people without one get nothing. */
export function mailTo(
  outbox: Outbox,
  to: string | null | undefined,
  letter: { subject: string; text: string },
  link?: string,
): void {
  if (to) outbox.send({ channel: 'email', to, ...letter, ...(link ? { link } : {}) })
}

/** The portal page of the incoming requests, linked from the masters' letters. */
export const requestsPage = '/platform/accesses/requests/access'
