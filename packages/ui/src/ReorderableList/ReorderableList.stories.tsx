import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { type ReorderableItem, ReorderableList } from './ReorderableList'

interface Scheme extends ReorderableItem {
  active: boolean
}

const schemes: Scheme[] = [
  { id: 'password', label: 'Пароль', active: true },
  { id: 'email-code', label: 'Код по e-mail', active: true },
  { id: 'sms-code', label: 'Код по SMS', active: false },
  { id: 'ldap', label: 'Каталог LDAP', active: true },
]

const meta = {
  title: 'Files/ReorderableList',
  component: ReorderableList<Scheme>,
  args: { 'aria-label': 'Порядок схем входа', items: schemes, onReorder: fn() },
  render: function Render(args) {
    const [items, setItems] = useState(args.items)
    return (
      <ReorderableList
        {...args}
        items={items}
        onReorder={(keys) => {
          args.onReorder(keys)
          setItems(keys.map((key) => items.find((item) => item.id === key) as Scheme))
        }}
      />
    )
  },
} satisfies Meta<typeof ReorderableList<Scheme>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await userEvent.click(within(grid).getAllByRole('row')[0] as HTMLElement)
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{Enter}')
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledOnce())
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Пароль')
  },
}

export const WithStatus: Story = {
  args: {
    children: (scheme) => (
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
        {scheme.label}
        <StatusBadge variant={scheme.active ? 'success' : 'disabled'}>
          {scheme.active ? 'Активна' : 'Неактивна'}
        </StatusBadge>
      </span>
    ),
  },
}

/** Without the right to reorder: the order is shown, the handles are gone. */
export const Disabled: Story = { args: { isDisabled: true } }
