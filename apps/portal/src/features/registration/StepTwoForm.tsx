import { Trans, useLingui } from '@lingui/react/macro'
import { useSingleSubmit } from '@platform/forms/react'
import type { TermsEntry } from '@platform/sdk'
import { completeRegistrationMutation } from '@platform/sdk/query'
import { Button, NewPasswordFields } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { usePlatform } from '../../platform/hooks'
import { useFocusInvalid } from '../links/focus'
import { LinkErrorScreen } from '../links/LinkErrorScreen'
import { LinkPage, Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'
import { TermsFields } from '../links/TermsFields'
import { type TermsAnswers, toAgreements } from '../links/terms'
import { useAfterSignUp } from '../links/use-after-sign-up'
import { useLinkFailure } from '../links/use-link-failure'
import { useNewPassword } from '../links/use-new-password'
import { MobileVerification } from '../verification/MobileVerification'

interface StepTwoValues {
  password: string
  repeatPassword: string
  mobile: string
  code: string
  termsAgree: TermsAnswers
}

export interface StepTwoFormProps {
  /** The link's id, sent back as `secret`. */
  id: string
  /** The address the link was mailed to, when the status says it. */
  email?: string | null
  /** Agreements the platform asked for before the form (403 `termsRequired`). */
  terms?: TermsEntry[]
}

/**
 * Route RegistrationStepTwo, the second step: a password with the policy, a verified
 * mobile and the agreements still to accept; completing signs the person in or sends them to
 * sign-in.
 */
export function StepTwoForm({ id, email, terms }: StepTwoFormProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const afterSignUp = useAfterSignUp()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const form = useForm<StepTwoValues>({
    defaultValues: { password: '', repeatPassword: '', mobile: '', code: '', termsAgree: {} },
    shouldFocusError: false,
  })
  const failure = useLinkFailure(form, focusInvalid, { terms })
  const newPassword = useNewPassword(form)
  const complete = useMutation(completeRegistrationMutation(client))

  const single = useSingleSubmit()
  if (failure.problem) return <LinkErrorScreen kind="registration" problem={failure.problem} />

  const send = async (values: StepTwoValues) => {
    failure.clearNotice()
    try {
      const result = await complete.mutateAsync({
        body: {
          password: values.password,
          repeatPassword: values.repeatPassword,
          mobile: values.mobile,
          code: values.code,
          secret: id,
          ...(failure.asked.length > 0
            ? { termsAgree: toAgreements(failure.asked, values.termsAgree) }
            : {}),
        },
      })
      await afterSignUp(result)
    } catch (error) {
      failure.fail(error)
    }
  }

  const submit = single.guard((event: FormEvent<HTMLFormElement>) => {
    form.clearErrors('termsAgree')
    return form.handleSubmit(send, focusInvalid)(event)
  })

  return (
    <LinkPage
      title={t`Завершение регистрации`}
      lead={
        email
          ? t`Учётная запись ${email}: задайте пароль и подтвердите номер мобильного телефона.`
          : t`Задайте пароль и подтвердите номер мобильного телефона.`
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {failure.notice && <Notice tone="error">{failure.notice}</Notice>}
          <NewPasswordFields {...newPassword} passwordLabel={t`Пароль`} />
          <MobileVerification kind="registration" id={id} onLinkProblem={failure.setProblem} />
          <TermsFields terms={failure.asked} />
          <div className={styles.actions}>
            <Button type="submit" isPending={single.isPending}>
              <Trans>Завершить регистрацию</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
    </LinkPage>
  )
}
