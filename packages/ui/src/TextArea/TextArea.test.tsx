import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { TextArea } from './TextArea'

function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]')
  if (!region) throw new Error('no polite live region')
  return region
}

describe('TextArea', () => {
  it('describes the count against the limit and stops at the limit', async () => {
    const screen = await renderWithI18n(
      <TextArea label="Комментарий" description="Кратко" maxLength={30} />,
    )
    const textArea = screen.getByRole('textbox', { name: 'Комментарий' })
    await expect.element(textArea).toHaveAccessibleDescription('Кратко Символов: 0 из 30')
    await textArea.fill('Сорок символов текста, что больше предела')
    await expect.element(textArea).toHaveValue('Сорок символов текста, что бол')
    await expect.element(textArea).toHaveAccessibleDescription('Кратко Символов: 30 из 30')
  })

  it('announces politely only on coming near the limit and on reaching it', async () => {
    const screen = await renderWithI18n(<TextArea label="Комментарий" maxLength={20} />)
    const region = liveRegion(screen.container)
    await userEvent.click(screen.getByRole('textbox'))

    await userEvent.keyboard('1234567')
    expect(region.textContent).toBe('')
    await userEvent.keyboard('890')
    expect(region.textContent).toBe('Осталось символов: 10')
    await userEvent.keyboard('123')
    // Still near the limit: the message does not change on every keystroke.
    expect(region.textContent).toBe('Осталось символов: 10')
    await userEvent.keyboard('4567890')
    expect(region.textContent).toBe('Достигнут предел символов: 20')
    await userEvent.keyboard('{Backspace}')
    expect(region.textContent).toBe('Осталось символов: 1')
  })

  it('announces in English under the English catalog', async () => {
    const screen = await renderWithI18n(<TextArea label="Comment" maxLength={10} />, {
      locale: 'en',
    })
    await screen.getByRole('textbox').fill('0123456789')
    await expect
      .element(screen.getByRole('textbox'))
      .toHaveAccessibleDescription('Characters: 10 of 10')
  })

  it('has no counter and no live region without a limit', async () => {
    const screen = await renderWithI18n(<TextArea label="Комментарий" />)
    expect(screen.container.querySelector('[aria-live]')).toBeNull()
    await expect.element(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby')
  })
})
