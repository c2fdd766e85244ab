import { Trans, useLingui } from '@lingui/react/macro'
import { useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError, type TermsEntry } from '@platform/sdk'
import { requestRegistrationLinkMutation } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { usePlatform, useStartup } from '../../platform/hooks'
import { RateLimitNotice } from '../../shell/RateLimitNotice'
import { useRateLimit } from '../../shell/rate-limit'
import { EmailField } from '../links/EmailField'
import { useFocusInvalid } from '../links/focus'
import { Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'
import { NameFields, nameCodes } from '../links/NameFields'
import { TermsFields } from '../links/TermsFields'
import { mergeTerms, type TermsAnswers, toAgreements } from '../links/terms'
import { type RegistrationFailure, registrationFailure } from './registration-failure'

interface RegistrationValues {
  lastName: string
  firstName: string
  middleName: string
  fio: string
  email: string
  termsAgree: TermsAnswers
}

const fieldNames = {
  lastName: 'lastName',
  firstName: 'firstName',
  middleName: 'middleName',
  fio: 'fio',
} as const

/** The first step's form; on success it hands over the address the link went to. */
export function RegistrationForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const { publicSettings } = useStartup()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const [failure, setFailure] = useState<RegistrationFailure | null>(null)
  const [asked, setAsked] = useState<TermsEntry[]>([])
  const terms = mergeTerms(publicSettings.terms, asked)
  const form = useForm<RegistrationValues>({
    defaultValues: {
      lastName: '',
      firstName: '',
      middleName: '',
      fio: '',
      email: '',
      termsAgree: {},
    },
    shouldFocusError: false,
  })
  const applyServerErrors = useServerErrors(form)
  // The success state replaces the form as soon as the link is requested.
  const request = useMutation(
    requestRegistrationLinkMutation(client, { onSuccess: (_done, { body }) => onSent(body.email) }),
  )

  const limit = useRateLimit()
  const send = async (values: RegistrationValues) => {
    setFailure(null)
    const names = Object.fromEntries(
      nameCodes.flatMap((code) => {
        const value = values[code].trim()
        return publicSettings.fields[code]?.visible && value ? [[code, value]] : []
      }),
    )
    const email = values.email.trim()
    try {
      await request.mutateAsync({
        body: { ...names, email, termsAgree: toAgreements(terms, values.termsAgree) },
      })
    } catch (error) {
      if (limit.hit(error)) return
      const kind = registrationFailure(error)
      setFailure(kind)
      if (kind !== 'fields' || !isPlatformError(error)) return
      applyServerErrors(error)
      if (error.body?.termsRequired) setAsked(error.body.termsRequired)
      focusInvalid()
    }
  }

  const single = useSingleSubmit()
  const submit = single.guard((event: FormEvent<HTMLFormElement>) => {
    form.clearErrors()
    return form.handleSubmit(send, () => focusInvalid())(event)
  })

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {failure && (
          <Notice tone="error" title={t`Ошибка регистрации`}>
            {
              {
                fields: t`Проверьте правильность заполнения полей`,
                plain: undefined,
                unknown: t`Неизвестная ошибка. Обратитесь к администратору`,
              }[failure]
            }
          </Notice>
        )}
        <RateLimitNotice limit={limit} />
        <NameFields<RegistrationValues> fieldNames={fieldNames} />
        <EmailField control={form.control} name="email" />
        <TermsFields terms={terms} />
        <div className={styles.actions}>
          <Button type="submit" isPending={single.isPending} isDisabled={limit.until !== null}>
            <Trans>Зарегистрироваться</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
