import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Link } from './Link'

describe('Link', () => {
  it('is reached with Tab and followed with Enter', async () => {
    const onPress = vi.fn()
    const screen = await renderWithI18n(<Link onPress={onPress}>Подробнее</Link>)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Подробнее' }).element())
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledOnce()
  })

  it('tells screen readers that an external link opens a new tab', async () => {
    const screen = await renderWithI18n(
      <Link href="https://example.ru/docs" isExternal>
        Документация
      </Link>,
    )
    const link = screen.getByRole('link', {
      name: 'Документация (откроется в новой вкладке)',
    })
    await expect.element(link).toHaveAttribute('target', '_blank')
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('says so in English too', async () => {
    const screen = await renderWithI18n(
      <Link href="https://example.ru/docs" isExternal>
        Docs
      </Link>,
      { locale: 'en' },
    )
    await expect
      .element(screen.getByRole('link', { name: 'Docs (opens in a new tab)' }))
      .toBeInTheDocument()
  })

  it('is announced as disabled and ignores presses', async () => {
    const onPress = vi.fn()
    const screen = await renderWithI18n(
      <Link isDisabled onPress={onPress}>
        Подробнее
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'Подробнее' })
    await expect.element(link).toHaveAttribute('aria-disabled', 'true')
    await link.click({ force: true })
    expect(onPress).not.toHaveBeenCalled()
  })
})
