import { defaultPasswordPolicy } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'

const meta = {
  title: 'Password/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { password: '', policy: defaultPasswordPolicy },
} satisfies Meta<typeof PasswordStrengthMeter>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Low: Story = { args: { password: 'password' } }

export const Standard: Story = { args: { password: 'Password1' } }

export const High: Story = { args: { password: 'Pass#word1' } }
