import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { ComboBox, ComboBoxItem } from './ComboBox'

const companies = [
  { id: 1, name: 'Ромашка' },
  { id: 2, name: 'Рассвет' },
  { id: 3, name: 'Северный ветер' },
]

function Companies(props: Partial<Parameters<typeof ComboBox<(typeof companies)[number]>>[0]>) {
  return (
    <ComboBox label="Компания" description="По названию" defaultItems={companies} {...props}>
      {(company) => <ComboBoxItem>{company.name}</ComboBoxItem>}
    </ComboBox>
  )
}

describe('ComboBox', () => {
  it('filters as one types and picks with the arrow keys while focus stays in the input', async () => {
    const onSelectionChange = vi.fn()
    const screen = await renderWithI18n(<Companies onSelectionChange={onSelectionChange} />)
    const input = screen.getByRole('combobox', { name: 'Компания' })
    await input.click()
    await userEvent.keyboard('Ра')
    await expect.element(page.getByRole('option')).toHaveTextContent('Рассвет')
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(input).toHaveFocus()
    await expect.element(input).toHaveAttribute('aria-activedescendant')
    await userEvent.keyboard('{Enter}')
    expect(onSelectionChange).toHaveBeenLastCalledWith(2)
    await expect.element(input).toHaveValue('Рассвет')
  })

  it('says so when nothing matches', async () => {
    const screen = await renderWithI18n(<Companies allowsEmptyCollection />)
    await screen.getByRole('combobox').click()
    await userEvent.keyboard('Zzz')
    await expect.element(page.getByRole('listbox')).toHaveTextContent('Ничего не найдено')
  })

  it('shows a named spinner while loading', async () => {
    const screen = await renderWithI18n(<Companies isLoading />)
    await expect.element(screen.getByRole('progressbar', { name: 'Загрузка' })).toBeVisible()
  })

  it('ties the error to the input and keeps a read-only value', async () => {
    const screen = await renderWithI18n(
      <>
        <Companies isInvalid errorMessage="Выберите из списка" />
        <Companies label="Только чтение" isReadOnly defaultSelectedKey={3} />
      </>,
    )
    await expect
      .element(screen.getByRole('combobox', { name: 'Компания' }))
      .toHaveAccessibleDescription('По названию Выберите из списка')
    const readOnly = screen.getByRole('combobox', { name: 'Только чтение' })
    await expect.element(readOnly).toHaveValue('Северный ветер')
    await readOnly.click()
    await userEvent.keyboard('x{ArrowDown}')
    await expect.element(readOnly).toHaveValue('Северный ветер')
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
  })
})
