import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

function Example() {
  return (
    <Tabs>
      <TabList aria-label="Заявки">
        <Tab id="outgoing">Исходящие</Tab>
        <Tab id="incoming">Входящие</Tab>
        <Tab id="archive" isDisabled>
          Архив
        </Tab>
      </TabList>
      <TabPanel id="outgoing">Ваши заявки</TabPanel>
      <TabPanel id="incoming">Заявки к вам</TabPanel>
      <TabPanel id="archive">Старые заявки</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('selects tabs with the arrow keys and shows the matching panel', async () => {
    const screen = await renderWithI18n(<Example />)
    await userEvent.tab()
    const outgoing = screen.getByRole('tab', { name: 'Исходящие' })
    expect(document.activeElement).toBe(outgoing.element())
    await expect.element(outgoing).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{ArrowRight}')
    const incoming = screen.getByRole('tab', { name: 'Входящие' })
    await expect.element(incoming).toHaveAttribute('aria-selected', 'true')
    await expect
      .element(screen.getByRole('tabpanel', { name: 'Входящие' }))
      .toHaveTextContent('Заявки к вам')
  })

  it('skips a disabled tab and wraps around', async () => {
    const screen = await renderWithI18n(<Example />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect
      .element(screen.getByRole('tab', { name: 'Исходящие' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect
      .element(screen.getByRole('tab', { name: 'Архив' }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  it('moves from the tab list into the panel with Tab', async () => {
    const screen = await renderWithI18n(<Example />)
    await userEvent.tab()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel').element())
  })
})
