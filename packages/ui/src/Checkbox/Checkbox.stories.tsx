import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Choices/Checkbox',
  component: Checkbox,
  args: { children: 'Запомнить меня', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Запомнить меня' })
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const WithDescription: Story = {
  args: {
    children: 'Согласен с условиями использования',
    description: 'Без согласия регистрация невозможна',
  },
}

export const Indeterminate: Story = { args: { children: 'Все уведомления', isIndeterminate: true } }

export const Invalid: Story = {
  args: {
    children: 'Согласен с условиями использования',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Необходимо согласие',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox')
    await expect(checkbox).toHaveAccessibleDescription('Необходимо согласие')
  },
}

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } }

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } }
