import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { useState } from 'react'
import { LinkPage } from '../links/LinkPage'
import { RegistrationForm } from './RegistrationForm'
import { RegistrationSent } from './RegistrationSent'

/** Route Registration, first step: names, email and agreements; a link is mailed. */
export function RegistrationPage() {
  const { t } = useLingui()
  const [sentTo, setSentTo] = useState<string | null>(null)
  if (sentTo) return <RegistrationSent email={sentTo} />
  return (
    <LinkPage
      title={t`Регистрация`}
      lead={t`Укажите имя и электронную почту: мы пришлём ссылку для завершения регистрации.`}
    >
      <RegistrationForm onSent={setSentTo} />
      <p>
        <Trans>
          Уже есть учётная запись? <Link href="/login">Войти</Link>
        </Trans>
      </p>
    </LinkPage>
  )
}
