import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('reveals and hides the password with one named toggle that reports aria-pressed', async () => {
    const onRevealedChange = vi.fn()
    const screen = await renderWithI18n(
      <PasswordField
        label="Пароль"
        defaultValue="Секрет-2026"
        onRevealedChange={onRevealedChange}
      />,
    )
    const input = screen.getByLabelText('Пароль', { exact: true })
    const toggle = screen.getByRole('button', { name: 'Показать пароль' })
    await expect.element(input).toHaveAttribute('type', 'password')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')

    await toggle.click()
    await expect.element(input).toHaveAttribute('type', 'text')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect.element(screen.getByRole('button', { name: 'Показать пароль' })).toBeVisible()
    expect(onRevealedChange).toHaveBeenLastCalledWith(true)
  })

  it('keeps focus in the input when the toggle is clicked', async () => {
    const screen = await renderWithI18n(<PasswordField label="Пароль" />)
    const input = screen.getByLabelText('Пароль', { exact: true })
    await input.click()
    await userEvent.keyboard('abc')
    await screen.getByRole('button', { name: 'Показать пароль' }).click()
    await expect.element(input).toHaveFocus()
    await userEvent.keyboard('d')
    await expect.element(input).toHaveValue('abcd')
  })

  it('keeps the caret where it was in the password when the toggle is clicked', async () => {
    const screen = await renderWithI18n(<PasswordField label="Пароль" />)
    const input = screen.getByLabelText('Пароль', { exact: true })
    await input.click()
    await userEvent.keyboard('abcd{ArrowLeft}{ArrowLeft}')
    await screen.getByRole('button', { name: 'Показать пароль' }).click()
    await userEvent.keyboard('X')
    await expect.element(input).toHaveValue('abXcd')
    await screen.getByRole('button', { name: 'Показать пароль' }).click()
    await userEvent.keyboard('Y')
    await expect.element(input).toHaveValue('abXYcd')
  })

  it('is reached and toggled from the keyboard without leaving the field', async () => {
    const screen = await renderWithI18n(<PasswordField label="Пароль" defaultValue="x" />)
    await userEvent.tab()
    await expect.element(screen.getByLabelText('Пароль', { exact: true })).toHaveFocus()
    await userEvent.tab()
    const toggle = screen.getByRole('button', { name: 'Показать пароль' })
    await expect.element(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect
      .element(screen.getByLabelText('Пароль', { exact: true }))
      .toHaveAttribute('type', 'text')
  })

  it('can be revealed by its host, as the password generator does', async () => {
    const screen = await renderWithI18n(
      <PasswordField label="Пароль" isRevealed value="Gen-Pass-1" />,
    )
    await expect
      .element(screen.getByLabelText('Пароль', { exact: true }))
      .toHaveAttribute('type', 'text')
  })

  it('describes the error and marks the input invalid', async () => {
    const screen = await renderWithI18n(
      <PasswordField label="Пароль" isInvalid errorMessage="Пароли не совпадают" />,
    )
    const input = screen.getByLabelText('Пароль', { exact: true })
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Пароли не совпадают')
  })
})
