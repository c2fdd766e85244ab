import { Trans, useLingui } from '@lingui/react/macro'
import { useSingleSubmit } from '@platform/forms/react'
import type { InvitationLinkStatus, TermsEntry } from '@platform/sdk'
import { acceptInvitationMutation } from '@platform/sdk/query'
import { Button, NewPasswordFields, TextField, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { formatDateTime } from '../../i18n/format'
import { usePlatform, useStartup } from '../../platform/hooks'
import { useFocusInvalid } from '../links/focus'
import { LinkErrorScreen } from '../links/LinkErrorScreen'
import { LinkPage, Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'
import { NameFields } from '../links/NameFields'
import { TermsFields } from '../links/TermsFields'
import { mergeTerms, type TermsAnswers, toAgreements } from '../links/terms'
import { useAfterSignUp } from '../links/use-after-sign-up'
import { useLinkFailure } from '../links/use-link-failure'
import { useNewPassword } from '../links/use-new-password'
import { MobileVerification } from '../verification/MobileVerification'
import { RefuseInvitation } from './RefuseInvitation'

interface InvitationValues {
  first_name: string
  last_name: string
  middle_name: string
  password: string
  repeatPassword: string
  mobile: string
  code: string
  termsAgree: TermsAnswers
}

const fieldNames = {
  firstName: 'first_name',
  lastName: 'last_name',
  middleName: 'middle_name',
} as const

export interface InvitationFormProps {
  /** The invitation hash (the route's `{id}`). */
  id: string
  /** The status answer; absent when the status asked for agreements first (403). */
  status?: InvitationLinkStatus
  /** Agreements the platform asked for before the form (403 `termsRequired`). */
  terms?: TermsEntry[]
}

/**
 * The invitation form: names pre-filled from the status answer, the invited address,
 * a password with the policy, a verified mobile and the agreements; accept or refuse.
 */
export function InvitationForm({ id, status, terms: required }: InvitationFormProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const { publicSettings } = useStartup()
  const afterSignUp = useAfterSignUp()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const form = useForm<InvitationValues>({
    defaultValues: {
      first_name: status?.first_name ?? '',
      last_name: status?.last_name ?? '',
      middle_name: status?.middle_name ?? '',
      password: '',
      repeatPassword: '',
      mobile: '',
      code: '',
      termsAgree: {},
    },
    shouldFocusError: false,
  })
  const failure = useLinkFailure(form, focusInvalid, {
    terms: required,
    onOther: () => toast.error(t`Не удалось принять приглашение. Повторите попытку позже`),
  })
  const newPassword = useNewPassword(form)
  const terms: TermsEntry[] = mergeTerms(publicSettings.terms, failure.asked)
  const accept = useMutation(acceptInvitationMutation(client))

  const single = useSingleSubmit()
  if (failure.problem) return <LinkErrorScreen kind="invitation" problem={failure.problem} />

  const send = async (values: InvitationValues) => {
    failure.clearNotice()
    const optional = (value: string) => value.trim() || undefined
    try {
      const result = await accept.mutateAsync({
        body: {
          first_name: optional(values.first_name),
          last_name: optional(values.last_name),
          middle_name: optional(values.middle_name),
          password: values.password,
          repeatPassword: values.repeatPassword,
          mobile: values.mobile,
          code: values.code,
          hash: id,
          termsAgree: toAgreements(terms, values.termsAgree),
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

  const company = status?.organizationTitle
  const until = status?.expiresAt ? formatDateTime(status.expiresAt, i18n.locale) : null
  return (
    <LinkPage
      title={company ? t`Приглашение в ${company}` : t`Приглашение на платформу`}
      lead={
        until
          ? t`Заполните данные, чтобы принять приглашение. Оно действует до ${until}.`
          : t`Заполните данные, чтобы принять приглашение.`
      }
    >
      <FormProvider {...form}>
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {failure.notice && <Notice tone="error">{failure.notice}</Notice>}
          <NameFields<InvitationValues> fieldNames={fieldNames} />
          {status && <TextField label={t`Электронная почта`} value={status.email} isReadOnly />}
          <NewPasswordFields {...newPassword} passwordLabel={t`Пароль`} />
          <MobileVerification kind="invitation" id={id} onLinkProblem={failure.setProblem} />
          <TermsFields terms={terms} />
          <div className={styles.actions}>
            <Button type="submit" isPending={single.isPending}>
              <Trans>Принять приглашение</Trans>
            </Button>
            <RefuseInvitation id={id} onLinkProblem={failure.setProblem} />
          </div>
        </form>
      </FormProvider>
    </LinkPage>
  )
}
