import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The four kinds of one-time links. */
export type LinkKind = 'registration' | 'password' | 'entryPassword' | 'invitation'

interface ScreenText {
  title: MessageDescriptor
  text: MessageDescriptor
}

type StateTexts = Record<'canceled' | 'expired' | 'used', ScreenText>

const linkTexts: StateTexts = {
  canceled: {
    title: msg`Ссылка отменена`,
    text: msg`Ссылка больше не действует: её отменили или отправили новую. Воспользуйтесь последним письмом или запросите ссылку снова.`,
  },
  expired: {
    title: msg`Срок действия ссылки истёк`,
    text: msg`Ссылка больше не действует. Запросите новую ссылку.`,
  },
  used: {
    title: msg`Ссылка уже использована`,
    text: msg`По этой ссылке уже перешли и завершили действие. Войдите в систему или запросите новую ссылку.`,
  },
}

/** The invitation's own words (expired, rejected, revoked). */
const invitationTexts: StateTexts = {
  canceled: {
    title: msg`Приглашение отозвано`,
    text: msg`Пригласивший отозвал приглашение. Если это ошибка, попросите отправить его снова.`,
  },
  expired: {
    title: msg`Срок действия приглашения истёк`,
    text: msg`Приглашение больше не действует. Попросите пригласившего отправить его снова.`,
  },
  used: {
    title: msg`Приглашение уже принято или отклонено`,
    text: msg`На это приглашение уже ответили. Если вы его приняли, войдите в систему.`,
  },
}

export function stateText(kind: LinkKind, state: keyof StateTexts): ScreenText {
  return (kind === 'invitation' ? invitationTexts : linkTexts)[state]
}

/** Where a new link can be asked for, when the person can do it themselves. */
export const requestAgain: Partial<
  Record<LinkKind, { to: '/registration' | '/password'; label: MessageDescriptor }>
> = {
  registration: { to: '/registration', label: msg`Зарегистрироваться заново` },
  password: { to: '/password', label: msg`Запросить новую ссылку` },
}
