import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { ToastRegion } from './Toast'
import { createToastQueue, DEFAULT_TOAST_TIMEOUT, toast, toastsOf } from './toastQueue'

describe('ToastRegion', () => {
  const queue = createToastQueue()
  const toasts = toastsOf(queue)

  afterEach(() => queue.clear())

  it('announces a toast as an alert inside a named region', async () => {
    await renderWithI18n(<ToastRegion queue={queue} />)
    toasts.success('Изменения сохранены', { description: 'Профиль обновлён' })
    const region = page.getByRole('region', { name: 'Уведомления' })
    await expect.element(region).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Изменения сохранены')
    await expect
      .element(page.getByRole('alertdialog', { name: 'Изменения сохранены' }))
      .toHaveAccessibleDescription('Профиль обновлён')
  })

  it('closes a toast by itself after 2000 ms', async () => {
    expect(DEFAULT_TOAST_TIMEOUT).toBe(2000)
    await renderWithI18n(<ToastRegion queue={queue} />)
    const onClose = vi.fn()
    // The toast's clock, not the machine's: a busy machine must not move the moment it closes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      toasts.info('Ссылка отправлена', { onClose })
      const alert = page.getByRole('alert')
      await expect.element(alert).toBeVisible()
      vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1)
      await expect.element(alert).toBeVisible()
      expect(onClose).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(onClose).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps a toast without a timeout until it is closed with its button', async () => {
    await renderWithI18n(<ToastRegion queue={queue} />)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      toasts.error('Не удалось сохранить', { timeout: null })
      await expect.element(page.getByRole('alert')).toBeVisible()
      vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT * 10)
    } finally {
      vi.useRealTimers()
    }
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось сохранить')
    await page.getByRole('button', { name: 'Закрыть уведомление' }).click()
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })

  it('shows each variant with its own icon', async () => {
    await renderWithI18n(<ToastRegion queue={queue} />)
    toasts.success('Готово', { timeout: null })
    toasts.error('Ошибка', { timeout: null })
    toasts.info('Сведения', { timeout: null })
    await expect.poll(() => page.getByRole('alertdialog').elements().length).toBe(3)
    const glyphOf = (name: string) =>
      page
        .getByRole('alertdialog', { name })
        .element()
        .querySelector('[data-glyph]')
        ?.getAttribute('data-glyph')
    expect(new Set([glyphOf('Готово'), glyphOf('Ошибка'), glyphOf('Сведения')]).size).toBe(3)
  })

  it('shows toasts of the app-wide queue by default', async () => {
    await renderWithI18n(<ToastRegion />, { locale: 'en' })
    const key = toast.info('Link sent', { timeout: null })
    await expect.element(page.getByRole('region', { name: 'Notifications' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Link sent')
    toast.close(key)
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })
})
