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
    // A form step whose submit button is pending until the next step replaces it.
    function Step() {
      const [state, setState] = useState<'idle' | 'pending' | 'next'>('idle')
      if (state === 'next') return <p>Следующий шаг</p>
      return (
        <Button
          isPending={state === 'pending'}
          onPress={() => {
            setState('pending')
            setTimeout(() => setState('next'), 300)
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
    await expect.element(screen.getByText('Следующий шаг')).toBeVisible()
    await expect.poll(() => document.querySelectorAll(announced).length).toBe(0)
  })
})
