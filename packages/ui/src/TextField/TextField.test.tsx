import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is named by its label and described by its description', async () => {
    const screen = await renderWithI18n(<TextField label="Фамилия" description="Как в паспорте" />)
    const input = screen.getByRole('textbox', { name: 'Фамилия' })
    await expect.element(input).toHaveAccessibleDescription('Как в паспорте')
  })

  it('shows a given error, ties it to the input and does not block submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const screen = await renderWithI18n(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <TextField
          label="Почта"
          description="Для входа"
          isRequired
          isInvalid
          errorMessage="Адрес уже занят"
        />
        <button type="submit">Отправить</button>
      </form>,
    )
    const input = screen.getByRole('textbox', { name: 'Почта' })
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Для входа Адрес уже занят')
    await screen.getByRole('button', { name: 'Отправить' }).click()
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('keeps read-only text focusable and unchangeable, and disabled text out of reach', async () => {
    const screen = await renderWithI18n(
      <>
        <TextField label="Логин" defaultValue="ivanova" isReadOnly />
        <TextField label="Группа" defaultValue="Сотрудники" isDisabled />
      </>,
    )
    const readOnly = screen.getByRole('textbox', { name: 'Логин' })
    await userEvent.tab()
    await expect.element(readOnly).toHaveFocus()
    await userEvent.keyboard('x')
    await expect.element(readOnly).toHaveValue('ivanova')
    await userEvent.tab()
    await expect.element(screen.getByRole('textbox', { name: 'Группа' })).not.toHaveFocus()
    await expect.element(screen.getByRole('textbox', { name: 'Группа' })).toBeDisabled()
  })

  it('marks a required field for the eye and for screen readers', async () => {
    const screen = await renderWithI18n(<TextField label="Имя" isRequired />)
    await expect.element(screen.getByRole('textbox', { name: 'Имя' })).toBeRequired()
  })
})
