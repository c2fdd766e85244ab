import { Trans, useLingui } from '@lingui/react/macro'
import { validateRequired } from '@platform/forms'
import { Button, Checkbox, Link, PasswordField } from '@platform/ui'
import { type FormEvent, useState } from 'react'
import type { EnteredIdentifier } from './identifier'
import * as styles from './LoginPage.css'
import { useSignInPlace } from './sign-in-place'
import { errorText, useField } from './use-field'
import type { SignIn } from './use-sign-in'

/** The credentials flow: password, remember me, forgot password. */
export function PasswordForm({
  entered,
  signIn,
  labelledBy,
}: {
  entered: EnteredIdentifier
  signIn: SignIn
  labelledBy: string
}) {
  const { i18n, t } = useLingui()
  const password = useField('', (value) => validateRequired(value))
  const [rememberMe, setRememberMe] = useState(false)
  const { embedded } = useSignInPlace()

  const onSubmit = signIn.guard(async (_event: FormEvent) => {
    if (!(await password.check())) return
    await signIn.submit(
      { flow: 'credentials', password: password.read(), rememberMe },
      { onFieldErrors: (error) => password.applyServerError(error, 'password') },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className={styles.stack}>
      {/* For password managers: the account the password belongs to. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={entered.value}
        readOnly
        hidden
      />
      <div ref={password.ref}>
        <PasswordField
          label={t`Пароль`}
          name="password"
          value={password.value}
          onChange={password.change}
          isInvalid={password.error !== undefined}
          errorMessage={errorText(i18n, password.error)}
        />
      </div>
      <div className={styles.row}>
        <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
          <Trans>Запомнить меня</Trans>
        </Checkbox>
        {!embedded && (
          <Link href="/password" routerOptions={{ search: true }}>
            <Trans>Забыли пароль?</Trans>
          </Link>
        )}
      </div>
      <Button
        type="submit"
        fullWidth
        isPending={signIn.isPending}
        isDisabled={signIn.limit.until !== null}
      >
        <Trans>Войти</Trans>
      </Button>
    </form>
  )
}
