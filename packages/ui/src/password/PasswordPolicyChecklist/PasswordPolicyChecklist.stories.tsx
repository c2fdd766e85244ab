import { defaultPasswordPolicy, type PasswordPolicy } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PasswordField } from '../../PasswordField/PasswordField'
import { PasswordPolicyChecklist } from './PasswordPolicyChecklist'

const policy: PasswordPolicy = { ...defaultPasswordPolicy, maxLength: 64, symbols: true }

const meta = {
  title: 'Password/PasswordPolicyChecklist',
  component: PasswordPolicyChecklist,
  args: { password: '', policy },
} satisfies Meta<typeof PasswordPolicyChecklist>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Some rules failed: the cross and the words say which. */
export const Invalid: Story = { args: { password: 'secret1' } }

export const AllMet: Story = { args: { password: 'Secret#2026' } }

export const CustomPattern: Story = {
  args: {
    password: 'Secret#2026',
    policy: { ...policy, pattern: '[^а-яё]*' },
    patternDescription: 'Без кириллицы',
  },
}

/** Only the length rules: the lowest level of the settings. */
export const LengthOnly: Story = {
  args: {
    password: 'short',
    policy: { ...policy, lowercase: false, uppercase: false, numbers: false, symbols: false },
  },
}

function WithField(args: { policy: PasswordPolicy }) {
  const [password, setPassword] = useState('')
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <PasswordField
        label="Новый пароль"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordPolicyChecklist password={password} policy={args.policy} announceDelay={200} />
    </div>
  )
}

/** Typing updates the lines at once and, after a pause, a polite status says the count. */
export const Live: Story = {
  render: (args) => <WithField policy={args.policy} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Новый пароль', { selector: 'input' }), 'Secret1')
    const status = canvas.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(/4 из 6|4 of 6/))
  },
}
