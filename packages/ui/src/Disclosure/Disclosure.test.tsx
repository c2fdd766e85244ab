import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Accordion, Disclosure } from './Disclosure'

describe('Disclosure', () => {
  it('expands and collapses from the keyboard, with aria-expanded on its heading button', async () => {
    const screen = await renderWithI18n(
      <Disclosure title="Настройки входа">Вход по коду из SMS</Disclosure>,
    )
    const trigger = screen.getByRole('button', { name: 'Настройки входа' })
    await expect
      .element(screen.getByRole('heading', { level: 3 }))
      .toContainElement(trigger.element() as HTMLElement)
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect.element(screen.getByText('Вход по коду из SMS')).not.toBeVisible()

    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByText('Вход по коду из SMS')).toBeVisible()

    await userEvent.keyboard(' ')
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('Accordion', () => {
  it('keeps one section open at a time', async () => {
    const screen = await renderWithI18n(
      <Accordion defaultExpandedKeys={['main']}>
        <Disclosure id="main" title="Основное">
          Имя и код
        </Disclosure>
        <Disclosure id="domains" title="Домены">
          Список доменов
        </Disclosure>
      </Accordion>,
    )
    const main = screen.getByRole('button', { name: 'Основное' })
    const domains = screen.getByRole('button', { name: 'Домены' })
    await expect.element(main).toHaveAttribute('aria-expanded', 'true')
    await domains.click()
    await expect.element(domains).toHaveAttribute('aria-expanded', 'true')
    await expect.element(main).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens several when allowed', async () => {
    const screen = await renderWithI18n(
      <Accordion allowsMultipleExpanded defaultExpandedKeys={['main']}>
        <Disclosure id="main" title="Основное">
          Имя и код
        </Disclosure>
        <Disclosure id="domains" title="Домены">
          Список доменов
        </Disclosure>
      </Accordion>,
    )
    await screen.getByRole('button', { name: 'Домены' }).click()
    await expect
      .element(screen.getByRole('button', { name: 'Основное' }))
      .toHaveAttribute('aria-expanded', 'true')
  })
})
