import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Select, SelectItem } from './Select'

const periods = [
  { id: 'minutes', name: 'Минуты' },
  { id: 'hours', name: 'Часы' },
  { id: 'days', name: 'Дни' },
]

const meta = {
  title: 'Choices/Select',
  component: Select<(typeof periods)[number]>,
  args: {
    label: 'Единица периода',
    description: 'Как часто запускать синхронизацию',
    items: periods,
    defaultSelectedKey: 'hours',
    children: (item: (typeof periods)[number]) => <SelectItem>{item.name}</SelectItem>,
  },
} satisfies Meta<typeof Select<(typeof periods)[number]>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button')
    await userEvent.click(trigger)
    const listbox = await within(document.body).findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: 'Дни' }))
    await expect(trigger).toHaveTextContent('Дни')
  },
}

export const Placeholder: Story = {
  args: { defaultSelectedKey: undefined, placeholder: 'Выберите единицу' },
}

export const Invalid: Story = {
  args: { defaultSelectedKey: undefined, isInvalid: true, errorMessage: 'Обязательное поле' },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }

/** Options are still being fetched. */
export const Pending: Story = { args: { defaultSelectedKey: undefined, isLoading: true } }
