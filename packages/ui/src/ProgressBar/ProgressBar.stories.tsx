import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressBar } from './ProgressBar'

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Синхронизация пользователей', value: 40 },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDescription: Story = {
  args: { description: 'Обработано 400 из 1000 записей', value: 40 },
}

export const Complete: Story = { args: { value: 100 } }

/** Pending: the length of the work is unknown. */
export const Indeterminate: Story = { args: { isIndeterminate: true, value: undefined } }

export const CustomValueLabel: Story = {
  args: { minValue: 0, maxValue: 10, value: 3, valueLabel: '3 из 10 файлов' },
}
