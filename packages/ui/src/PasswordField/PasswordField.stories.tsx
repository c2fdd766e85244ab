import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasswordField } from './PasswordField'

const meta = {
  title: 'Fields/PasswordField',
  component: PasswordField,
  args: {
    label: 'Пароль',
    description: 'Не короче 8 символов',
    defaultValue: 'Секрет-2026',
    onRevealedChange: fn(),
  },
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Пароль', { selector: 'input' })
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button'))
    await expect(input).toHaveAttribute('type', 'text')
    await expect(input).toHaveFocus()
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true)
  },
}

export const Revealed: Story = { args: { defaultRevealed: true } }

export const NewPassword: Story = {
  args: { label: 'Новый пароль', autoComplete: 'new-password', defaultValue: '', isRequired: true },
}

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Пароль не отвечает требованиям безопасности',
  },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }
