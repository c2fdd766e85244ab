import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { renderWithI18n } from '../private/renderWithI18n'
import { Button } from './Button'

describe('Button', () => {
  it('fires onPress from the keyboard as well as the mouse', async () => {
    const onPress = vi.fn()
    const screen = await render(<Button onPress={onPress}>Сохранить</Button>)
    const button = screen.getByRole('button', { name: 'Сохранить' })

    await userEvent.tab()
    expect(document.activeElement).toBe(button.element())
    await userEvent.keyboard('{Enter}')
    await button.click()

    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn()
    const screen = await render(
      <Button isDisabled onPress={onPress}>
        Сохранить
      </Button>,
    )
    await screen.getByRole('button').click({ force: true })
    expect(onPress).not.toHaveBeenCalled()
  })

  it('is styled by the theme, not by inline styles', async () => {
    const screen = await render(<Button variant="secondary">Отмена</Button>)
    const element = screen.getByRole('button').element() as HTMLElement
    expect(element.getAttribute('style')).toBeNull()
    expect(getComputedStyle(element).borderTopStyle).toBe('solid')
  })

  it('leaves no announcement pointing at it once a pending button is gone', async () => {
    // A form step whose submit button is pending until the next step replaces it; the test
    // says when the answer comes, so a busy machine cannot skip the pending state.
    let answer = () => {}
    function Step() {
      const [state, setState] = useState<'idle' | 'pending' | 'next'>('idle')
      if (state === 'next') return <p>Следующий шаг</p>
      return (
        <Button
          isPending={state === 'pending'}
          onPress={() => {
            setState('pending')
            answer = () => setState('next')
          }}
        >
          Продолжить
        </Button>
      )
    }
    const screen = await renderWithI18n(<Step />)
    await screen.getByRole('button', { name: 'Продолжить' }).click()
    const announced = '[data-live-announcer] [aria-labelledby]'
    await expect.poll(() => document.querySelectorAll(announced).length).toBeGreaterThan(0)
    answer()
    await expect.element(screen.getByText('Следующий шаг')).toBeVisible()
    await expect.poll(() => document.querySelectorAll(announced).length).toBe(0)
  })

  it('searches for its announcements only once it has been pending', async () => {
    // The tests before leave sweeps behind them for 150 ms.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const search = vi.spyOn(document, 'querySelectorAll')
    const announcements = () =>
      search.mock.calls.filter(([selector]) => String(selector).includes('data-live-announcer'))
    try {
      const screen = await renderWithI18n(
        <div>
          {Array.from({ length: 20 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <Button key={index}>Изменить</Button>
          ))}
        </div>,
      )
      await screen.unmount()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(announcements()).toHaveLength(0)
    } finally {
      search.mockRestore()
    }
  })

  it('leaves no announcement pointing at its spinner once a named button is done', async () => {
    // A download button in a table row: named by aria-label, pending while the file comes
    // (the test says when it has come).
    let arrive = () => {}
    function Download() {
      const [pending, setPending] = useState(false)
      return (
        <Button
          aria-label="Скачать запрос: Компании"
          isPending={pending}
          onPress={() => {
            setPending(true)
            arrive = () => setPending(false)
          }}
        >
          Запрос
        </Button>
      )
    }
    const screen = await renderWithI18n(<Download />)
    const button = screen.getByRole('button', { name: 'Скачать запрос: Компании' })
    await button.click()
    await expect.element(button).toHaveAttribute('aria-disabled', 'true')
    arrive()
    await expect.element(button).not.toHaveAttribute('aria-disabled')
    const dangling = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
        (node.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => id && !document.getElementById(id)),
      ).length
    await expect.poll(dangling).toBe(0)
  })
})
