import { messageText, validateInn, validateRequired } from '@platform/forms'
import { getPublicSettingsQuery } from '@platform/sdk/query'
import { usePlatformClient } from '@platform/sdk/react'
import { Button, PasswordField, PasswordPolicyChecklist, TextField } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'

/** The platform's password policy as a checklist, and an INN checked by the platform's rule. */
export function Checks() {
  const client = usePlatformClient()
  const settings = useQuery(getPublicSettingsQuery(client))
  const [password, setPassword] = useState('')
  const [inn, setInn] = useState('')
  const [innError, setInnError] = useState<string>()

  function check(event: FormEvent) {
    event.preventDefault()
    const key = validateRequired(inn) ?? validateInn(inn)
    setInnError(key && messageText(key, 'ru'))
  }

  return (
    <section aria-labelledby="checks">
      <h2 id="checks">Проверки</h2>
      <PasswordField label="Новый пароль" value={password} onChange={setPassword} />
      {settings.data && (
        <PasswordPolicyChecklist password={password} policy={settings.data.passwordPolicy} />
      )}
      <form onSubmit={check} noValidate>
        <TextField
          label="ИНН организации"
          value={inn}
          onChange={(next) => {
            setInn(next)
            setInnError(undefined)
          }}
          isInvalid={innError !== undefined}
          errorMessage={innError}
        />
        <Button type="submit" variant="secondary">
          Проверить ИНН
        </Button>
      </form>
    </section>
  )
}
