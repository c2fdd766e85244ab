import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { MultiSelect, MultiSelectItem } from './MultiSelect'

const roles = [
  { id: 'admin', name: 'Администратор' },
  { id: 'editor', name: 'Редактор' },
  { id: 'viewer', name: 'Наблюдатель' },
]

function Roles(props: Partial<Parameters<typeof MultiSelect<(typeof roles)[number]>>[0]>) {
  return (
    <MultiSelect label="Роли" description="Роли в компании" defaultItems={roles} {...props}>
      {(role) => <MultiSelectItem>{role.name}</MultiSelectItem>}
    </MultiSelect>
  )
}

describe('MultiSelect', () => {
  it('shows one chip and "+N", and describes the whole selection to screen readers', async () => {
    const screen = await renderWithI18n(<Roles defaultValue={['admin', 'editor', 'viewer']} />)
    const chips = screen.getByRole('grid', { name: 'Выбранные значения' })
    expect(chips.getByRole('row').all()).toHaveLength(1)
    await expect.element(chips.getByRole('row')).toHaveTextContent('Администратор')
    const more = screen.getByRole('button', { name: '+2 показать все выбранные' })
    await expect.element(more).toHaveAttribute('aria-expanded', 'false')
    await expect
      .element(screen.getByRole('combobox', { name: 'Роли' }))
      .toHaveAccessibleDescription('Роли в компании Выбрано: Администратор, Редактор и Наблюдатель')
  })

  it('unfolds every chip from "+N" and folds them back', async () => {
    const screen = await renderWithI18n(<Roles defaultValue={['admin', 'editor', 'viewer']} />)
    await screen.getByRole('button', { name: /показать все выбранные/ }).click()
    expect(screen.getByRole('row').all()).toHaveLength(3)
    const less = screen.getByRole('button', { name: 'Свернуть' })
    await expect.element(less).toHaveAttribute('aria-expanded', 'true')
    await less.click()
    expect(screen.getByRole('row').all()).toHaveLength(1)
  })

  it('adds options from the list and keeps it open for more', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Roles onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Роли' })
    await input.click()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(['admin', 'editor'])
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await expect
      .element(page.getByRole('option', { name: 'Редактор' }))
      .toHaveAttribute('aria-selected', 'true')
  })

  it('opens while its options load, says so, and fills in when they come', async () => {
    const screen = await renderWithI18n(<Roles defaultItems={[]} isLoading />)
    await screen.getByRole('combobox', { name: 'Роли' }).click()
    await userEvent.keyboard('{ArrowDown}')
    const list = page.getByRole('listbox')
    await expect.element(list).toHaveTextContent('Загрузка вариантов…')
    await screen.rerender(<Roles isLoading={false} />)
    await page.getByRole('option', { name: 'Редактор' }).click()
    await expect
      .element(list.getByRole('option', { name: 'Редактор' }))
      .toHaveAttribute('aria-selected', 'true')
  })

  it('removes a chip from the keyboard and moves focus to the input after the last one', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <Roles defaultValue={['admin', 'editor']} onChange={onChange} />,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('row', { name: 'Администратор' })).toHaveFocus()
    await userEvent.keyboard('{Delete}')
    expect(onChange).toHaveBeenLastCalledWith(['editor'])
    await expect.element(screen.getByRole('row', { name: 'Редактор' })).toBeVisible()
    await screen.getByRole('row', { name: 'Редактор' }).click()
    await userEvent.keyboard('{Backspace}')
    expect(onChange).toHaveBeenLastCalledWith([])
    await expect.element(screen.getByRole('combobox', { name: 'Роли' })).toHaveFocus()
  })

  it('removes a chip with its named remove button', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Roles defaultValue={['viewer']} onChange={onChange} />)
    await screen.getByRole('button', { name: /Наблюдатель/ }).click()
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('offers no removal while read-only or disabled', async () => {
    const screen = await renderWithI18n(
      <>
        <Roles label="Только чтение" isReadOnly defaultValue={['admin']} />
        <Roles label="Выключено" isDisabled defaultValue={['editor']} />
      </>,
    )
    await expect.element(screen.getByRole('row', { name: 'Администратор' })).toBeVisible()
    expect(screen.getByRole('button', { name: /Администратор|Редактор/ }).query()).toBeNull()
    await expect
      .element(screen.getByRole('combobox', { name: 'Выключено' }))
      .toHaveAccessibleDescription(/Выбрано: Редактор/)
  })

  it('ties the error to the input', async () => {
    const screen = await renderWithI18n(<Roles isInvalid errorMessage="Выберите роль" />)
    await expect
      .element(screen.getByRole('combobox', { name: 'Роли' }))
      .toHaveAccessibleDescription('Роли в компании Выберите роль')
  })
})
