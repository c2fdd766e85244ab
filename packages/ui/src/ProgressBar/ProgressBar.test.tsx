import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../private/renderWithI18n'
import { ProgressBar } from './ProgressBar'

describe('ProgressBar', () => {
  it('is a progressbar named by its visible label, with its value', async () => {
    const screen = await renderWithI18n(
      <ProgressBar label="Синхронизация" value={40} description="Пользователей: 400 из 1000" />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Синхронизация' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40')
    // ru-RU puts a no-break space before the percent sign.
    await expect.element(bar).toHaveAttribute('aria-valuetext', '40\u00a0%')
    await expect.element(bar).toHaveAccessibleDescription('Пользователей: 400 из 1000')
    await expect.element(screen.getByText('40\u00a0%')).toBeVisible()
  })

  it('formats the value for the locale', async () => {
    const screen = await renderWithI18n(<ProgressBar label="Sync" value={40} />, { locale: 'en' })
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40%')
  })

  it('has no value while indeterminate', async () => {
    const screen = await renderWithI18n(
      <ProgressBar label="Проверка подключения" isIndeterminate />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Проверка подключения' })
    await expect.element(bar).not.toHaveAttribute('aria-valuenow')
  })
})
