import { Trans, useLingui } from '@lingui/react/macro'
import { fieldErrorsOf, validateProvider } from '@platform/forms'
import { applyFieldErrors } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { checkProviderConnectionMutation } from '@platform/sdk/query'
import { Button, StatusBadge } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type RefObject, useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/admin.css'
import { focusFirstInvalid } from '../shared/focus'
import { useNotify } from '../shared/notify'
import { type ConnectionResult, connectionFailureOf } from './provider-errors'
import { type ProviderValues, providerInput } from './provider-form'

interface ConnectionCheckProps {
  form: UseFormReturn<ProviderValues>
  /** The saved provider, named in the check; none before the first save. */
  id: string | undefined
  /** Where the fields are, to move focus to the first invalid one. */
  fieldsRef: RefObject<HTMLElement | null>
}

/**
 * Checks the connection with the values as typed, saved or not, and says what the platform
 * found: connected, a provider that does not answer, or an account that lacks rights (listed).
 * A result is about the values checked, so it goes when they change.
 */
export function ConnectionCheck({ form, id, fieldsRef }: ConnectionCheckProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const check = useMutation(checkProviderConnectionMutation(client))
  const [result, setResult] = useState<ConnectionResult | null>(null)

  useEffect(() => {
    const watching = form.watch(() => setResult(null))
    return () => watching.unsubscribe()
  }, [form])

  const run = async () => {
    if (check.isPending) return
    const input = providerInput(form.getValues())
    const errors = validateProvider(input)
    if (Object.keys(errors).length > 0) {
      applyFieldErrors(form, errors)
      focusFirstInvalid(fieldsRef.current)
      return
    }
    setResult(null)
    try {
      await check.mutateAsync({ body: id ? { ...input, id } : input })
      setResult({ kind: 'connected' })
    } catch (error) {
      const failure = connectionFailureOf(error)
      if (failure) {
        setResult(failure)
        return
      }
      notify.failure('providersStatusError', error)
      if (isPlatformError(error)) {
        applyFieldErrors(form, fieldErrorsOf(error))
        focusFirstInvalid(fieldsRef.current)
      }
    }
  }

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button variant="secondary" isPending={check.isPending} onPress={() => void run()}>
          {t`Проверить подключение`}
        </Button>
      </div>
      <div role="status" className={styles.stack}>
        {result?.kind === 'connected' && (
          <StatusBadge variant="success">{t`Подключение установлено`}</StatusBadge>
        )}
        {result?.kind === 'connectionError' && (
          <>
            <StatusBadge variant="error">{t`Ошибка подключения`}</StatusBadge>
            <p className={styles.muted}>
              <Trans>
                Провайдер не отвечает по этому адресу. Проверьте адрес и доступность сети.
              </Trans>
            </p>
          </>
        )}
        {result?.kind === 'accessError' && (
          <>
            <StatusBadge variant="error">{t`Ошибка доступа`}</StatusBadge>
            <p className={styles.muted}>
              <Trans>Учётной записи клиента не хватает прав. Выдайте ей в провайдере:</Trans>
            </p>
            <ul className={styles.code}>
              {result.requiredRights.map((right) => (
                <li key={right}>{right}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}
