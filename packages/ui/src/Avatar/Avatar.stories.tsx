import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar } from './Avatar'

const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6b8fd6"/><circle cx="32" cy="26" r="12" fill="#e8effc"/><path d="M12 60c2-14 12-20 20-20s18 6 20 20z" fill="#e8effc"/></svg>',
  )

const meta = {
  title: 'Layout/Avatar',
  component: Avatar,
  args: { name: 'Иван Петров' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {}

export const Picture: Story = { args: { src: portrait } }

export const BrokenPicture: Story = { args: { src: '/missing-avatar.png' } }

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" src={portrait} />
    </div>
  ),
}
