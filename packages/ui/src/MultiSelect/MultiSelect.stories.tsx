import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MultiSelect, MultiSelectItem } from './MultiSelect'

const roles = [
  { id: 'admin', name: 'Администратор' },
  { id: 'editor', name: 'Редактор' },
  { id: 'viewer', name: 'Наблюдатель' },
  { id: 'auditor', name: 'Аудитор' },
  { id: 'support', name: 'Поддержка' },
]
type Role = (typeof roles)[number]

const meta = {
  title: 'Choices/MultiSelect',
  component: MultiSelect<Role>,
  args: {
    label: 'Роли',
    description: 'Роли контрагента в компании',
    defaultItems: roles,
    defaultValue: ['editor', 'viewer', 'auditor'],
    onChange: fn(),
    children: (role: Role) => <MultiSelectItem>{role.name}</MultiSelectItem>,
  },
} satisfies Meta<typeof MultiSelect<Role>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('row')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: /^\+2/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.click(canvas.getByRole('combobox'))
    await userEvent.keyboard('Адм')
    const listbox = await within(document.body).findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Администратор' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['editor', 'viewer', 'auditor', 'admin'])
    // The open list hides the rest of the page from screen readers; Escape brings it back.
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('button', { name: /^\+3/ })).toBeVisible()
  },
}

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^\+2/ }))
    await expect(canvas.getAllByRole('row')).toHaveLength(3)
  },
}

export const Empty: Story = { args: { defaultValue: [], placeholder: 'Выберите роли' } }

export const Invalid: Story = {
  args: { defaultValue: [], isInvalid: true, errorMessage: 'Выберите хотя бы одну роль' },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }

export const Pending: Story = { args: { isLoading: true } }
