import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Countdown } from './Countdown'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

const meta = {
  title: 'Codes/Countdown',
  component: Countdown,
  args: {
    label: 'Новый код можно запросить через',
    endTime: inSeconds(119),
  },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^0[01]:5\d$/)
  },
}

export const WithoutLabel: Story = { args: { label: undefined, endTime: inSeconds(600) } }

export const Expired: Story = {
  args: { endTime: '2020-01-01T00:00:00Z', expiredLabel: 'Можно запросить новый код' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00')
  },
}
