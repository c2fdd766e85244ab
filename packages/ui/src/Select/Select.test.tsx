import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Select, SelectItem } from './Select'

const units = [
  { id: 'minutes', name: 'Минуты' },
  { id: 'hours', name: 'Часы' },
  { id: 'days', name: 'Дни' },
]

function Units(props: Partial<Parameters<typeof Select<(typeof units)[number]>>[0]>) {
  return (
    <Select label="Единица" description="Период запуска" items={units} {...props}>
      {(unit) => <SelectItem>{unit.name}</SelectItem>}
    </Select>
  )
}

describe('Select', () => {
  it('opens from the keyboard, selects an option and returns focus to the trigger', async () => {
    const onSelectionChange = vi.fn()
    const screen = await renderWithI18n(<Units onSelectionChange={onSelectionChange} />)
    const trigger = screen.getByRole('button', { name: /Единица/ })
    await userEvent.tab()
    await expect.element(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = page.getByRole('listbox')
    await expect.element(listbox).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onSelectionChange).toHaveBeenLastCalledWith('hours')
    await expect.element(trigger).toHaveFocus()
    await expect.element(trigger).toHaveAccessibleName(/Часы/)
    await expect.element(listbox).not.toBeInTheDocument()
  })

  it('marks the chosen option selected in the list', async () => {
    const screen = await renderWithI18n(<Units defaultSelectedKey="days" />)
    await screen.getByRole('button').click()
    await expect
      .element(page.getByRole('option', { name: 'Дни' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect
      .element(page.getByRole('option', { name: 'Часы' }))
      .toHaveAttribute('aria-selected', 'false')
  })

  it('describes the trigger by the description and the error', async () => {
    const screen = await renderWithI18n(<Units isInvalid errorMessage="Обязательное поле" />)
    await expect
      .element(screen.getByRole('button'))
      .toHaveAccessibleDescription('Период запуска Обязательное поле')
  })

  it('shows a read-only value as a read-only text field that never opens', async () => {
    const screen = await renderWithI18n(<Units isReadOnly defaultSelectedKey="days" />)
    const textbox = screen.getByRole('textbox', { name: 'Единица' })
    await expect.element(textbox).toHaveValue('Дни')
    await expect.element(textbox).toHaveAttribute('readonly')
    await expect.element(textbox).toHaveAccessibleDescription('Период запуска')
    await textbox.click()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button').query()).toBeNull()
  })

  it('shows a named spinner while the options load', async () => {
    const screen = await renderWithI18n(<Units isLoading />)
    await expect.element(screen.getByRole('progressbar', { name: 'Загрузка' })).toBeVisible()
  })

  it('cannot be opened while disabled', async () => {
    const screen = await renderWithI18n(<Units isDisabled />)
    await expect.element(screen.getByRole('button')).toBeDisabled()
  })
})
