import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NumberField } from './NumberField'

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  args: {
    label: 'Лимит синхронизации',
    description: 'Пользователей за один запуск',
    defaultValue: 50,
    minValue: 1,
    maxValue: 1000,
  },
} satisfies Meta<typeof NumberField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Лимит синхронизации' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('51')
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Не больше 1000' },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }
