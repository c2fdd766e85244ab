import { Trans, useLingui } from '@lingui/react/macro'
import { useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { requestPasswordLinkMutation } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { RateLimitNotice } from '../../shell/RateLimitNotice'
import { useRateLimit } from '../../shell/rate-limit'
import { EmailField } from '../links/EmailField'
import { useFocusInvalid } from '../links/focus'
import { Notice } from '../links/LinkPage'
import * as styles from '../links/LinkPage.css'

/** The forgot-password form; a 405 says the directory keeps this account's password. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const form = useForm({ defaultValues: { email: '' }, shouldFocusError: false })
  const applyServerErrors = useServerErrors(form)
  const [failure, setFailure] = useState<{ directory: boolean; text?: string } | null>(null)
  // The success state replaces the form as soon as the link is requested.
  const request = useMutation(
    requestPasswordLinkMutation(client, { onSuccess: (_done, { body }) => onSent(body.email) }),
  )

  const limit = useRateLimit()
  const send = async ({ email }: { email: string }) => {
    setFailure(null)
    try {
      await request.mutateAsync({ body: { email: email.trim() } })
    } catch (error) {
      if (limit.hit(error)) return
      if (isPlatformError(error) && error.kind === 'directoryAccount') {
        setFailure({ directory: true })
        return
      }
      const marked = isPlatformError(error) ? applyServerErrors(error) : {}
      if (Object.keys(marked).length > 0) focusInvalid()
      else setFailure({ directory: false, text: i18n._(errorMessage(error)) })
    }
  }

  const single = useSingleSubmit()
  const submit = single.guard((event: FormEvent<HTMLFormElement>) => {
    return form.handleSubmit(send, focusInvalid)(event)
  })

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {failure?.directory && (
        <Notice tone="error" title={t`Пароль управляется службой каталогов`}>
          {t`Эта учётная запись подключена из каталога организации (LDAP), поэтому пароль здесь не восстановить. Смените его в каталоге или обратитесь к администратору.`}
        </Notice>
      )}
      {failure?.text && <Notice tone="error">{failure.text}</Notice>}
      <RateLimitNotice limit={limit} />
      <EmailField control={form.control} name="email" />
      <div className={styles.actions}>
        <Button type="submit" isPending={single.isPending} isDisabled={limit.until !== null}>
          <Trans>Получить ссылку</Trans>
        </Button>
      </div>
    </form>
  )
}
