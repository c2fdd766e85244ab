import { defaultPasswordPolicy, type PasswordPolicy } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields'

const policy: PasswordPolicy = { ...defaultPasswordPolicy, maxLength: 64, symbols: true }

/** The host keeps the value, as a form does. */
function Stateful(args: NewPasswordFieldsProps) {
  const [value, setValue] = useState(args.value)
  return (
    <NewPasswordFields
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next)
        args.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Password/NewPasswordFields',
  component: NewPasswordFields,
  render: (args) => <Stateful {...args} />,
  args: { policy, value: { password: '', repeatPassword: '' }, onChange: fn() },
} satisfies Meta<typeof NewPasswordFields>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [generate] = canvas.getAllByRole('button').slice(-1)
    await userEvent.click(generate as HTMLElement)
    const inputs = canvasElement.querySelectorAll('input')
    await expect(inputs[0]).toHaveAttribute('type', 'text')
    await expect(inputs[1]).toHaveValue((inputs[0] as HTMLInputElement).value)
  },
}

export const Invalid: Story = {
  args: {
    value: { password: 'secret', repeatPassword: 'secret1' },
    passwordError: 'Пароль не отвечает требованиям безопасности',
    repeatError: 'Пароли не совпадают',
  },
}

export const Disabled: Story = {
  args: { value: { password: 'Secret#2026', repeatPassword: 'Secret#2026' }, isDisabled: true },
}
