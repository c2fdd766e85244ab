import { defaultPasswordPolicy } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasswordGenerateButton } from './PasswordGenerateButton'

const meta = {
  title: 'Password/PasswordGenerateButton',
  component: PasswordGenerateButton,
  args: { policy: { ...defaultPasswordPolicy, symbols: true }, onGenerate: fn() },
} satisfies Meta<typeof PasswordGenerateButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onGenerate).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement()
  },
}

/** A policy nothing can meet (symbols required, none allowed): said and shown. */
export const Invalid: Story = {
  args: { policy: { ...defaultPasswordPolicy, symbols: true, allowedSymbols: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onGenerate).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const Pending: Story = { args: { isPending: true } }
