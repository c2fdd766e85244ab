import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './Button'

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Сохранить', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Сохранить' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Отмена' } }

export const Quiet: Story = { args: { variant: 'quiet', children: 'Подробнее' } }

export const Danger: Story = { args: { variant: 'danger', children: 'Удалить' } }

export const Disabled: Story = { args: { isDisabled: true } }

export const Pending: Story = { args: { isPending: true } }
