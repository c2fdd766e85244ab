import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'
import { Button } from '../Button/Button'
import { Tooltip, TooltipTrigger } from './Tooltip'

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Ключ можно показать только один раз' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
  },
  parameters: { layout: 'centered' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Создать ключ</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async () => {
    await userEvent.tab()
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Ключ можно показать только один раз',
    )
  },
}

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async () => {
    await userEvent.tab()
    await screen.findByRole('tooltip')
  },
}
