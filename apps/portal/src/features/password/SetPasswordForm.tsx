import { Trans, useLingui } from '@lingui/react/macro'
import { useSingleSubmit } from '@platform/forms/react'
import type { TermsEntry } from '@platform/sdk'
import { Button, Link, NewPasswordFields } from '@platform/ui'
import { type FormEvent, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useFocusInvalid } from '../links/focus'
import { LinkErrorScreen } from '../links/LinkErrorScreen'
import { LinkPage, Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'
import { TermsFields } from '../links/TermsFields'
import { type TermsAnswers, toAgreements } from '../links/terms'
import { useLinkFailure } from '../links/use-link-failure'
import { useNewPassword } from '../links/use-new-password'
import { type PasswordLinkKind, useSetPassword } from './use-set-password'

interface PasswordValues {
  password: string
  repeatPassword: string
  termsAgree: TermsAnswers
}

export interface SetPasswordFormProps {
  kind: PasswordLinkKind
  id: string
  /** The account's address, when the link status says it. */
  email?: string | null
  /** Agreements the platform asked for before the form (403 `termsRequired`). */
  terms?: TermsEntry[]
}

/**
 * Routes NewPassword and SetPassword: a password with the
 * policy checklist and generator, its repeat, and any agreements the platform asks for. Success
 * is said in place and leads to sign-in.
 */
export function SetPasswordForm({ kind, id, email, terms }: SetPasswordFormProps) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const form = useForm<PasswordValues>({
    defaultValues: { password: '', repeatPassword: '', termsAgree: {} },
    shouldFocusError: false,
  })
  const failure = useLinkFailure(form, focusInvalid, { terms })
  const newPassword = useNewPassword(form)
  const [done, setDone] = useState(false)
  const { save } = useSetPassword(kind, id, () => setDone(true))

  const single = useSingleSubmit()
  if (failure.problem) return <LinkErrorScreen kind={kind} problem={failure.problem} />
  if (done) {
    return (
      <LinkPage focusHeading title={t`Пароль сохранён`}>
        <Notice tone="success" urgent={false}>
          {t`Теперь войдите в систему с новым паролем.`}
        </Notice>
        <Link href="/login" variant="standalone">
          <Trans>Войти</Trans>
        </Link>
      </LinkPage>
    )
  }

  const send = async (values: PasswordValues) => {
    failure.clearNotice()
    try {
      await save({
        password: values.password,
        repeatPassword: values.repeatPassword,
        ...(failure.asked.length > 0
          ? { termsAgree: toAgreements(failure.asked, values.termsAgree) }
          : {}),
      })
    } catch (error) {
      failure.fail(error)
    }
  }

  const submit = single.guard((event: FormEvent<HTMLFormElement>) => {
    form.clearErrors('termsAgree')
    return form.handleSubmit(send, focusInvalid)(event)
  })

  const entry = kind === 'entryPassword'
  return (
    <LinkPage
      title={entry ? t`Пароль для первого входа` : t`Новый пароль`}
      lead={
        entry
          ? t`Задайте пароль, чтобы войти в систему в первый раз.`
          : email
            ? t`Придумайте новый пароль для учётной записи ${email}.`
            : t`Придумайте новый пароль для входа в систему.`
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {failure.notice && <Notice tone="error">{failure.notice}</Notice>}
          <NewPasswordFields {...newPassword} passwordLabel={t`Пароль`} />
          <TermsFields terms={failure.asked} />
          <div className={styles.actions}>
            <Button type="submit" isPending={single.isPending}>
              <Trans>Сохранить пароль</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
    </LinkPage>
  )
}
