import { checkPassword, defaultPasswordPolicy, type PasswordPolicy } from '@platform/forms'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../../private/renderWithI18n'
import { PasswordGenerateButton } from './PasswordGenerateButton'

const policy: PasswordPolicy = { ...defaultPasswordPolicy, symbols: true, generateLength: 14 }

describe('PasswordGenerateButton', () => {
  it('hands over a password that passes the policy and says so, each time it is pressed', async () => {
    const onGenerate = vi.fn()
    const screen = await renderWithI18n(
      <PasswordGenerateButton policy={policy} onGenerate={onGenerate} />,
    )
    const button = screen.getByRole('button', { name: 'Создать пароль' })
    await userEvent.tab()
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onGenerate).toHaveBeenCalledTimes(1)
    const password: string = onGenerate.mock.calls[0]?.[0]
    expect(password).toHaveLength(14)
    expect(checkPassword(password, policy).valid).toBe(true)
    const status = screen.getByRole('status')
    await expect.element(status).toHaveTextContent('Пароль создан и показан в полях')
    const first = status.element().textContent

    await userEvent.keyboard('{Enter}')
    expect(onGenerate).toHaveBeenCalledTimes(2)
    expect(onGenerate.mock.calls[1]?.[0]).not.toBe(password)
    // The words change by a no-break space, so screen readers say them again.
    await expect.poll(() => status.element().textContent).not.toBe(first)
    await expect.element(button).toHaveFocus()
  })

  it('shows and says that a policy nothing can meet gets no password', async () => {
    const onGenerate = vi.fn()
    const screen = await renderWithI18n(
      <PasswordGenerateButton policy={{ ...policy, allowedSymbols: '' }} onGenerate={onGenerate} />,
    )
    await screen.getByRole('button', { name: 'Создать пароль' }).click()
    expect(onGenerate).not.toHaveBeenCalled()
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Не удалось создать пароль по этим требованиям')
    await expect
      .element(screen.getByText('Не удалось создать пароль по этим требованиям'))
      .toBeVisible()
  })
})
