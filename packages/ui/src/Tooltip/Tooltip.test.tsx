import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { Tooltip, TooltipTrigger } from './Tooltip'

function Example() {
  return (
    <TooltipTrigger>
      <Button variant="secondary">Скопировать</Button>
      <Tooltip>Скопировать ключ клиента в буфер обмена</Tooltip>
    </TooltipTrigger>
  )
}

describe('Tooltip', () => {
  it('appears on keyboard focus and describes its trigger', async () => {
    const screen = await renderWithI18n(<Example />)
    await userEvent.tab()
    const tooltip = page.getByRole('tooltip')
    await expect.element(tooltip).toHaveTextContent('Скопировать ключ клиента в буфер обмена')
    await expect
      .element(screen.getByRole('button', { name: 'Скопировать' }))
      .toHaveAccessibleDescription('Скопировать ключ клиента в буфер обмена')
  })

  it('hides on Escape and keeps focus on the trigger', async () => {
    const screen = await renderWithI18n(<Example />)
    await userEvent.tab()
    await expect.element(page.getByRole('tooltip')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()
    expect(document.activeElement).toBe(screen.getByRole('button').element())
  })

  it('appears on hover after a delay', async () => {
    const screen = await renderWithI18n(<Example />)
    // react-aria shows tooltips on hover only once the pointer, not the keyboard, is in use.
    await userEvent.click(document.body)
    await screen.getByRole('button').hover()
    await expect.element(page.getByRole('tooltip'), { timeout: 2000 }).toBeVisible()
  })
})
