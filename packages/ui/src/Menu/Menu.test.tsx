import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { Menu, MenuItem, MenuSection, MenuTrigger } from './Menu'

function Example({ onAction }: { onAction: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button variant="secondary">Действия</Button>
      <Menu onAction={onAction}>
        <MenuSection title="Приложение">
          <MenuItem id="edit">Изменить</MenuItem>
          <MenuItem id="copy">Копировать</MenuItem>
          <MenuItem id="archive" isDisabled>
            В архив
          </MenuItem>
        </MenuSection>
        <MenuSection title="Опасно">
          <MenuItem id="delete" variant="danger">
            Удалить
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  )
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows, skips disabled items and runs the action', async () => {
    const onAction = vi.fn()
    const screen = await renderWithI18n(<Example onAction={onAction} />)
    const trigger = screen.getByRole('button', { name: 'Действия' })
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')

    await expect.element(page.getByRole('menu')).toBeVisible()
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(document.activeElement).toBe(page.getByRole('menuitem', { name: 'Изменить' }).element())

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(page.getByRole('menuitem', { name: 'Удалить' }).element())
    await userEvent.keyboard('{Enter}')

    expect(onAction).toHaveBeenCalledOnce()
    expect(onAction.mock.calls[0]?.[0]).toBe('delete')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
    expect(document.activeElement).toBe(trigger.element())
  })

  it('names its groups by their titles', async () => {
    const screen = await renderWithI18n(<Example onAction={() => undefined} />)
    await screen.getByRole('button', { name: 'Действия' }).click()
    await expect.element(page.getByRole('group', { name: 'Приложение' })).toBeVisible()
    await expect
      .element(page.getByRole('menuitem', { name: 'В архив' }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  it('closes on Escape without acting', async () => {
    const onAction = vi.fn()
    const screen = await renderWithI18n(<Example onAction={onAction} />)
    await screen.getByRole('button', { name: 'Действия' }).click()
    await expect.element(page.getByRole('menu')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
    expect(onAction).not.toHaveBeenCalled()
  })
})
