import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { useState } from 'react'
import { LinkPage, Notice } from '../links/LinkPage'
import { ForgotPasswordForm } from './ForgotPasswordForm'

/** Route ForgotPassword: an email; a new-password link is mailed to it. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const [sentTo, setSentTo] = useState<string | null>(null)
  if (sentTo) {
    return (
      <LinkPage focusHeading title={t`Проверьте почту`}>
        <Notice tone="success" urgent={false}>
          <Trans>
            Если адрес {sentTo} зарегистрирован, мы отправили на него ссылку для смены пароля.
          </Trans>
        </Notice>
        <p>
          <Trans>
            Перейдите по ссылке из письма. Если письмо не пришло в течение 10 минут, проверьте папку
            «Спам».
          </Trans>
        </p>
        <Link href="/login" variant="standalone">
          <Trans>Перейти ко входу</Trans>
        </Link>
      </LinkPage>
    )
  }
  return (
    <LinkPage
      title={t`Восстановление пароля`}
      lead={t`Укажите электронную почту учётной записи: мы пришлём ссылку для смены пароля.`}
    >
      <ForgotPasswordForm onSent={setSentTo} />
      <Link href="/login" variant="standalone">
        <Trans>Вернуться ко входу</Trans>
      </Link>
    </LinkPage>
  )
}
