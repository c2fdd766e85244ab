import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextField } from './TextField'

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: {
    label: 'Фамилия',
    description: 'Как в паспорте',
    name: 'lastName',
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Фамилия' })
    await userEvent.type(input, 'Иванова')
    await expect(input).toHaveValue('Иванова')
  },
}

export const Required: Story = { args: { isRequired: true } }

export const Invalid: Story = {
  args: {
    defaultValue: 'ivanova@',
    label: 'Электронная почта',
    description: undefined,
    isInvalid: true,
    errorMessage: 'Введите адрес электронной почты',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Электронная почта' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Введите адрес электронной почты')
  },
}

export const Disabled: Story = { args: { defaultValue: 'Иванова', isDisabled: true } }

export const ReadOnly: Story = { args: { defaultValue: 'Иванова', isReadOnly: true } }
