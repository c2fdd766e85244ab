import { Trans } from '@lingui/react/macro'
import { type AuthFlow, type IdAttribute, isPlatformError } from '@platform/sdk'
import { Button, Link } from '@platform/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { usePlatform, useStartup } from '../../platform/hooks'
import { IdentifierField } from './IdentifierField'
import { IdKindSwitch } from './IdKindSwitch'
import { type EnteredIdentifier, validateIdentifier } from './identifier'
import { LoginAlertBox } from './LoginAlertBox'
import * as styles from './LoginPage.css'
import { loginFailure } from './login-failure'
import type { LoginAlert } from './login-texts'
import { loadMethodStep } from './method-step'
import { offeredFlows } from './offered-flows'
import { useSignInPlace } from './sign-in-place'
import { useField } from './use-field'

export interface IdentifierStepProps {
  idAttribute: IdAttribute
  /** What the person typed before changing the identifier. */
  defaultValue: string
  /** Focus the field at once (back from «change identifier»). */
  autoFocus: boolean
  onEntered: (entered: EnteredIdentifier, flows: AuthFlow[]) => void
}

/** The first step: a login, email or mobile, then the flows it may use. */
export function IdentifierStep({
  idAttribute,
  defaultValue,
  autoFocus,
  onEntered,
}: IdentifierStepProps) {
  const platform = usePlatform()
  const { countries } = useStartup()
  const { embedded, labelledBy } = useSignInPlace()
  const field = useField(defaultValue, async (value) =>
    idAttribute === 'mobile'
      ? (await import('./mobile')).checkMobile(value, countries)
      : validateIdentifier(idAttribute, value),
  )
  const [alert, setAlert] = useState<LoginAlert | null>(null)
  const [checking, setChecking] = useState(false)
  const { focus } = field

  useEffect(() => {
    if (autoFocus) focus()
  }, [autoFocus, focus])

  // The link itself changes `id`; what was typed belongs to the other kind.
  const switchKind = () => {
    field.reset('')
    setAlert(null)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    if (!(await field.check())) return
    const entered = { idAttribute, value: field.read().trim() }
    setChecking(true)
    loadMethodStep().catch(() => undefined)
    try {
      onEntered(entered, await offeredFlows(platform, entered))
    } catch (error) {
      const failure = loginFailure(error)
      if (failure.kind === 'form' && isPlatformError(error)) {
        field.applyServerError(error, idAttribute)
      }
      setAlert(failure.kind === 'tech' ? 'tech' : 'form')
    } finally {
      setChecking(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.stack} aria-labelledby={labelledBy}>
      {!embedded && <IdKindSwitch value={idAttribute} onChange={switchKind} />}
      <LoginAlertBox alert={alert} />
      <IdentifierField
        key={idAttribute}
        idAttribute={idAttribute}
        field={field}
        countries={countries}
      />
      <Button type="submit" fullWidth isPending={checking}>
        <Trans>Продолжить</Trans>
      </Button>
      {!embedded && (
        <p className={styles.aside}>
          <Trans>Нет учётной записи?</Trans>{' '}
          <Link href="/registration" routerOptions={{ search: true }}>
            <Trans>Зарегистрироваться</Trans>
          </Link>
        </p>
      )}
    </form>
  )
}
