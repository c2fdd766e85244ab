import { Trans, useLingui } from '@lingui/react/macro'
import { validateRequired } from '@platform/forms'
import { useSingleSubmit } from '@platform/forms/react'
import { isPlatformError, loginMutation } from '@platform/sdk'
import { Button, Dialog, PasswordField, TextField } from '@platform/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { errorMessage } from '../i18n/errors'
import { usePlatform } from '../platform/hooks'
import { sessionQuery } from '../platform/session'
import { expectShape } from '../platform/shapes'
import { RateLimitNotice } from './RateLimitNotice'
import { useRateLimit } from './rate-limit'
import type { Reauthentication } from './session-keeper'
import * as styles from './shell.css'

export interface SessionDialogProps {
  /** The person whose session ended: their login fills the field, their id tells who is back. */
  previous: { id: string; login: string } | null
  onDone: (outcome: Reauthentication) => void
}

/**
 * The session ended while a form held unsaved changes: signing in again happens over the
 * page, by password, and the form stays as it was behind the dialog.
 */
export function SessionDialog({ previous, onDone }: SessionDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const login = useMutation(loginMutation(client))
  const [name, setName] = useState(previous?.login ?? '')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const limit = useRateLimit()
  const single = useSingleSubmit()

  const submit = single.guard(async (_event: FormEvent) => {
    setProblem(null)
    if (validateRequired(name) || validateRequired(password)) {
      setProblem(t`Введите логин и пароль`)
      return
    }
    try {
      const answer = await login.mutateAsync({
        params: { path: { idAttribute: 'login' } },
        body: { flow: 'credentials', login: name.trim(), password },
      })
      expectShape('POST /platform/auth/login/{idAttribute}', answer)
      const person = await queryClient.fetchQuery(sessionQuery(client))
      onDone(person && previous && person.mainInfo.id === previous.id ? 'same' : 'other')
    } catch (error) {
      if (limit.hit(error)) return
      const wrong = isPlatformError(error) && error.kind === 'validation'
      setProblem(wrong ? t`Неверный логин или пароль` : i18n._(errorMessage(error)))
    }
  })

  return (
    <Dialog
      title={t`Сеанс завершён`}
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) onDone('cancelled')
      }}
    >
      <form onSubmit={submit} noValidate className={styles.sessionForm}>
        <p>
          <Trans>
            Войдите снова, чтобы сохранить изменения. Всё, что вы ввели, останется на странице.
          </Trans>
        </p>
        <RateLimitNotice limit={limit} />
        {problem && <p role="alert">{problem}</p>}
        <TextField
          label={t`Логин`}
          name="username"
          autoComplete="username"
          value={name}
          onChange={setName}
        />
        <PasswordField
          label={t`Пароль`}
          name="password"
          value={password}
          onChange={setPassword}
          autoFocus
        />
        <div className={styles.sessionActions}>
          <Button type="submit" isPending={single.isPending} isDisabled={limit.until !== null}>
            <Trans>Войти и сохранить</Trans>
          </Button>
          <Button variant="secondary" onPress={() => onDone('cancelled')}>
            <Trans>Не сейчас</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
