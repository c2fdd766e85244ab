import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { LinkPage, Notice } from '../links/LinkPage'

/** The first step's success state: check the mail, and the spam folder after 10 minutes. */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useLingui()
  return (
    <LinkPage focusHeading title={t`Проверьте почту`}>
      <Notice tone="success" urgent={false}>
        <Trans>Мы отправили ссылку для завершения регистрации на адрес {email}.</Trans>
      </Notice>
      <p>
        <Trans>
          Перейдите по ссылке из письма, чтобы задать пароль и подтвердить телефон. Если письмо не
          пришло в течение 10 минут, проверьте папку «Спам».
        </Trans>
      </p>
      <Link href="/login" variant="standalone">
        <Trans>Перейти ко входу</Trans>
      </Link>
    </LinkPage>
  )
}
