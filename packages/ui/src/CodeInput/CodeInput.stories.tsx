import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CodeInput } from './CodeInput'

const meta = {
  title: 'Codes/CodeInput',
  component: CodeInput,
  args: {
    label: 'Код из SMS',
    description: 'Отправили на +7 (999) 123-45-67',
    onComplete: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof CodeInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('textbox')
    await userEvent.click(cells[0] as HTMLElement)
    await userEvent.keyboard('1234')
    await expect(args.onComplete).toHaveBeenCalledOnce()
    await expect(args.onComplete).toHaveBeenCalledWith('1234')
  },
}

export const Pasted: Story = {
  play: async ({ args, canvasElement }) => {
    const cells = within(canvasElement).getAllByRole('textbox')
    await userEvent.click(cells[0] as HTMLElement)
    await userEvent.paste('5 6 7 8')
    await expect(args.onComplete).toHaveBeenCalledOnce()
    await expect(args.onComplete).toHaveBeenCalledWith('5678')
  },
}

export const SixDigits: Story = { args: { label: 'Код из письма', length: 6 } }

export const Invalid: Story = {
  args: { defaultValue: '1234', isInvalid: true, errorMessage: 'Неверный код' },
}

export const Expired: Story = {
  args: {
    defaultValue: '1234',
    isInvalid: true,
    errorMessage: 'Превышено число попыток. Запросите новый код',
  },
}

export const Pending: Story = { args: { defaultValue: '1234', isPending: true } }

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { defaultValue: '1234', isReadOnly: true } }
