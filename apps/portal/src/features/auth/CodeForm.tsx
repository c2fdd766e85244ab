import { Trans, useLingui } from '@lingui/react/macro'
import { validateCode, validateRequired } from '@platform/forms'
import { isPlatformError, type PlatformError } from '@platform/sdk'
import { Button, Checkbox, CodeInput } from '@platform/ui'
import { type FormEvent, useState } from 'react'
import type { EnteredIdentifier } from './identifier'
import * as styles from './LoginPage.css'
import { loginFailure } from './login-failure'
import { ResendCode } from './ResendCode'
import { errorText, useField } from './use-field'
import { type CodeFlow, useLoginCode } from './use-login-code'
import type { SignIn } from './use-sign-in'

/** The email-code and SMS-code flows: the code goes out at once; 4 digits sign in. */
export default function CodeForm({
  flow,
  entered,
  signIn,
  labelledBy,
}: {
  flow: CodeFlow
  entered: EnteredIdentifier
  signIn: SignIn
  labelledBy: string
}) {
  const { i18n, t } = useLingui()
  // Checked on submit only: a half-typed code is not an error yet.
  const typed = useField('', (value) => validateRequired(value) ?? validateCode(value))
  const [rememberMe, setRememberMe] = useState(false)
  const code = useLoginCode(flow, entered, {
    // The resend button is gone once pressed: focus goes where the new code is typed.
    onSent: (again) => {
      if (again) typed.focus()
    },
    onError: (error: PlatformError) => {
      if (signIn.limit.hit(error)) return
      const failure = loginFailure(error)
      if (failure.kind === 'form' && isPlatformError(error)) typed.applyServerError(error, 'code')
      signIn.showAlert(failure.kind === 'tech' ? 'tech' : 'form')
    },
  })

  // A code is typed afresh after a failure: retyping over a full one would send each keystroke.
  const send = signIn.guard(async () => {
    if (signIn.limit.until !== null || !(await typed.check())) return
    await signIn.submit(
      { flow, code: typed.read(), rememberMe },
      {
        onFailure: () => {
          typed.change('')
          typed.focus()
        },
        onFieldErrors: (error) => typed.applyServerError(error, 'code'),
      },
    )
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className={styles.stack}>
      <p className={styles.aside} aria-live="polite">
        {code.isSent &&
          (flow === 'email_code' ? (
            <Trans>Мы отправили код на электронную почту, указанную в учётной записи.</Trans>
          ) : (
            <Trans>Мы отправили код в SMS на телефон, указанный в учётной записи.</Trans>
          ))}
      </p>
      <div ref={typed.ref}>
        <CodeInput
          label={t`Код подтверждения`}
          name="code"
          value={typed.value}
          onChange={typed.change}
          onComplete={() => void send()}
          isPending={signIn.isPending}
          isInvalid={typed.error !== undefined}
          errorMessage={errorText(i18n, typed.error)}
        />
      </div>
      <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
        <Trans>Запомнить меня</Trans>
      </Checkbox>
      <Button
        type="submit"
        fullWidth
        isPending={signIn.isPending}
        isDisabled={signIn.limit.until !== null}
      >
        <Trans>Войти</Trans>
      </Button>
      <ResendCode resendAt={code.resendAt} isSending={code.isSending} onResend={code.resend} />
    </form>
  )
}
