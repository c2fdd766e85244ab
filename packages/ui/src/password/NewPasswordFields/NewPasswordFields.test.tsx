import { checkPassword, defaultPasswordPolicy, type PasswordPolicy } from '@platform/forms'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../private/renderWithI18n'
import { NewPasswordFields, type NewPasswordValue } from './NewPasswordFields'

const policy: PasswordPolicy = { ...defaultPasswordPolicy, symbols: true, generateLength: 12 }

interface HostProps {
  onChange?: (value: NewPasswordValue) => void
  onBlur?: (field: keyof NewPasswordValue) => void
}

function Host({ onChange, onBlur }: HostProps) {
  const [value, setValue] = useState({ password: '', repeatPassword: '' })
  return (
    <NewPasswordFields
      policy={policy}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      onBlur={onBlur}
    />
  )
}

describe('NewPasswordFields', () => {
  it('fills both fields with a generated password, reveals them, and the checklist passes it', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Host onChange={onChange} />)
    const password = screen.getByLabelText(/^Новый пароль/)
    const repeat = screen.getByLabelText(/^Повторите пароль/)
    await expect.element(password).toHaveAttribute('type', 'password')
    await expect.element(screen.getByText('не выполнено').first()).toBeVisible()

    await screen.getByRole('button', { name: 'Создать пароль' }).click()
    const generated: string = onChange.mock.lastCall?.[0].password
    expect(onChange).toHaveBeenLastCalledWith({ password: generated, repeatPassword: generated })
    expect(checkPassword(generated, policy).valid).toBe(true)
    await expect.element(password).toHaveValue(generated)
    await expect.element(repeat).toHaveValue(generated)
    await expect.element(password).toHaveAttribute('type', 'text')
    await expect.element(repeat).toHaveAttribute('type', 'text')
    for (const toggle of screen.getByRole('button', { name: 'Показать пароль' }).all()) {
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
    }
    await expect.poll(() => screen.getByText('не выполнено').all()).toHaveLength(0)
    await expect.poll(() => screen.getByText('— выполнено', { exact: false }).all()).toHaveLength(6)
    await expect
      .element(screen.getByRole('meter', { name: 'Надёжность пароля' }))
      .toHaveAttribute('aria-valuetext', 'высокая')
  })

  it('checks the password as it is typed', async () => {
    const screen = await renderWithI18n(<Host />)
    await screen.getByLabelText(/^Новый пароль/).fill('Abcdefg1')
    await expect.element(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'стандартная')
    await expect
      .element(screen.getByRole('listitem').filter({ hasText: 'Символ из набора' }))
      .toHaveTextContent(/не выполнено$/)
  })

  it('names the field that lost focus', async () => {
    const onBlur = vi.fn()
    const screen = await renderWithI18n(<Host onBlur={onBlur} />)
    await screen.getByLabelText(/^Новый пароль/).click()
    await screen.getByLabelText(/^Повторите пароль/).click()
    expect(onBlur).toHaveBeenLastCalledWith('password')
    await screen.getByRole('button', { name: 'Создать пароль' }).click()
    expect(onBlur).toHaveBeenLastCalledWith('repeatPassword')
  })
})
