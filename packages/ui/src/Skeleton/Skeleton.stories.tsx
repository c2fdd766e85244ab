import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton'

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    width: { control: 'inline-radio', options: ['full', 'threeQuarters', 'half', 'quarter'] },
  },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = { args: { lines: 3 } }

export const Block: Story = { args: { shape: 'block' } }

/** A profile card while it loads: the container says it is busy, the shapes stay silent. */
export const ProfilePlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} width="half" />
      </div>
    </div>
  ),
}
