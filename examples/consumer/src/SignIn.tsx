import { messageText, validateRequired } from '@platform/forms'
import { loginMutation } from '@platform/sdk/query'
import { usePlatformClient } from '@platform/sdk/react'
import { Button, PasswordField, TextField } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const client = usePlatformClient()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [checked, setChecked] = useState(false)
  const signIn = useMutation(loginMutation(client, { onSuccess: onSignedIn }))

  const loginError = checked ? validateRequired(login) : undefined
  const passwordError = checked ? validateRequired(password) : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    if (validateRequired(login) || validateRequired(password)) return
    signIn.mutate({
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login, password },
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2>Вход</h2>
      <TextField
        label="Логин"
        value={login}
        onChange={setLogin}
        isInvalid={loginError !== undefined}
        errorMessage={loginError && messageText(loginError, 'ru')}
        autoComplete="username"
      />
      <PasswordField
        label="Пароль"
        value={password}
        onChange={setPassword}
        isInvalid={passwordError !== undefined}
        errorMessage={passwordError && messageText(passwordError, 'ru')}
      />
      {signIn.error && <p role="alert">Не удалось войти: {signIn.error.kind}</p>}
      <Button type="submit" isPending={signIn.isPending}>
        Войти
      </Button>
    </form>
  )
}
