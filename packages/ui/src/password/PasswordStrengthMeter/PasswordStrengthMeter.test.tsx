import { defaultPasswordPolicy } from '@platform/forms'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../private/renderWithI18n'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'

const policy = defaultPasswordPolicy

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', '0', 'пароль не введён'],
    ['Ab1#', '1', 'низкая'],
    ['abcdefgh', '1', 'низкая'],
    ['Abcdefg1', '2', 'стандартная'],
    ['Abcdef1#', '3', 'высокая'],
  ])('shows %j as a named meter with the level in words', async (password, now, words) => {
    const screen = await renderWithI18n(
      <PasswordStrengthMeter password={password} policy={policy} />,
    )
    const meter = screen.getByRole('meter', { name: 'Надёжность пароля' })
    await expect.element(meter).toHaveAttribute('aria-valuenow', now)
    await expect.element(meter).toHaveAttribute('aria-valuemax', '3')
    await expect.element(meter).toHaveAttribute('aria-valuetext', words)
    await expect.element(meter).toHaveTextContent(`Надёжность пароля${words}`)
    const filled = meter.element().querySelectorAll('[data-filled]')
    expect(filled).toHaveLength(Number(now))
  })

  it('follows the password as it changes, in English too', async () => {
    const screen = await renderWithI18n(
      <PasswordStrengthMeter password="abcdefgh" policy={policy} />,
      { locale: 'en' },
    )
    const meter = screen.getByRole('meter', { name: 'Password strength' })
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'low')
    await screen.rerender(<PasswordStrengthMeter password="abcdefgH7%" policy={policy} />)
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'high')
  })
})
