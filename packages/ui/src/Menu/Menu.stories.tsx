import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Menu, MenuItem, MenuSection, MenuTrigger } from './Menu'

const onAction = fn()

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Действия</Button>
      <Menu {...args}>
        <MenuItem id="edit">Изменить</MenuItem>
        <MenuItem id="copy">Копировать</MenuItem>
        <MenuItem id="archive" isDisabled>
          В архив
        </MenuItem>
        <MenuItem id="delete" variant="danger">
          Удалить
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Действия' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Копировать' }))
    await expect(onAction).toHaveBeenCalledOnce()
    await expect(onAction.mock.calls[0]?.[0]).toBe('copy')
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Действия' }))
    await screen.findByRole('menu')
  },
}

export const WithSections: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Профиль</Button>
      <Menu {...args}>
        <MenuSection title="Учётная запись">
          <MenuItem id="profile">Мой профиль</MenuItem>
          <MenuItem id="sessions">Сеансы</MenuItem>
        </MenuSection>
        <MenuSection title="Выход">
          <MenuItem id="logout">Выйти</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
}
