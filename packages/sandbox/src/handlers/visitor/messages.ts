// The emails and SMS of the visitor flows, in the request's language.
import type { Outbox } from '../../outbox'
import type { Locale } from './terms'

type Texts = Record<Locale, { subject: string; text: (value: string) => string }>

const loginCode: Texts = {
  ru: {
    subject: 'Код для входа',
    text: (code) => `Код для входа: ${code}. Никому не сообщайте его.`,
  },
  en: {
    subject: 'Sign-in code',
    text: (code) => `Your sign-in code: ${code}. Do not share it with anyone.`,
  },
}

const mobileCode: Texts = {
  ru: { subject: 'Код подтверждения', text: (code) => `Код подтверждения телефона: ${code}` },
  en: { subject: 'Confirmation code', text: (code) => `Phone confirmation code: ${code}` },
}

const links = {
  registration: {
    ru: {
      subject: 'Завершите регистрацию',
      text: (link: string) =>
        `Чтобы завершить регистрацию на платформе, перейдите по ссылке: ${link}`,
    },
    en: {
      subject: 'Complete your registration',
      text: (link: string) => `To complete your registration, follow the link: ${link}`,
    },
  },
  password: {
    ru: {
      subject: 'Восстановление пароля',
      text: (link: string) =>
        `Чтобы задать новый пароль, перейдите по ссылке: ${link}. Если вы не запрашивали смену пароля, проигнорируйте письмо.`,
    },
    en: {
      subject: 'Password recovery',
      text: (link: string) =>
        `To set a new password, follow the link: ${link}. If you did not ask for it, ignore this email.`,
    },
  },
} satisfies Record<string, Texts>

export function sendLoginCode(
  outbox: Outbox,
  locale: Locale,
  channel: 'email' | 'sms',
  to: string,
  code: string,
): void {
  const texts = loginCode[locale]
  outbox.send({
    channel,
    to,
    subject: channel === 'email' ? texts.subject : undefined,
    text: texts.text(code),
    code,
  })
}

export function sendMobileCode(outbox: Outbox, locale: Locale, to: string, code: string): void {
  outbox.send({ channel: 'sms', to, text: mobileCode[locale].text(code), code })
}

export function sendLink(
  outbox: Outbox,
  locale: Locale,
  kind: keyof typeof links,
  to: string,
  link: string,
): void {
  const texts = links[kind][locale]
  outbox.send({ channel: 'email', to, subject: texts.subject, text: texts.text(link), link })
}
