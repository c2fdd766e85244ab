import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from './StatusBadge'

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { variant: 'info', children: 'На рассмотрении' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['info', 'success', 'error', 'disabled', 'warning'],
    },
  },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}

export const Success: Story = { args: { variant: 'success', children: 'Одобрена' } }

export const ErrorStatus: Story = { args: { variant: 'error', children: 'Отклонена' } }

export const Disabled: Story = { args: { variant: 'disabled', children: 'Дубликат' } }

export const Warning: Story = { args: { variant: 'warning', children: 'Отозвана' } }

/** The access-request statuses in the documents' order: considered, approved, failure, duplicate, remove. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <StatusBadge variant="info">На рассмотрении</StatusBadge>
      <StatusBadge variant="success">Одобрена</StatusBadge>
      <StatusBadge variant="error">Отклонена</StatusBadge>
      <StatusBadge variant="disabled">Дубликат</StatusBadge>
      <StatusBadge variant="warning">Отозвана</StatusBadge>
    </div>
  ),
}
