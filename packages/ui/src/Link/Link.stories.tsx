import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Link } from './Link'

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { children: 'Политика конфиденциальности', href: '#privacy' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet'] },
  },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const InText: Story = {
  render: (args) => (
    <p>
      Продолжая, вы принимаете <Link {...args} />.
    </p>
  ),
}

export const Standalone: Story = { args: { variant: 'standalone', children: 'Все заявки' } }

export const External: Story = {
  args: { href: 'https://example.ru/help', isExternal: true, children: 'Справка' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Справка/ })
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

export const ActsAsButton: Story = {
  args: { href: undefined, onPress: fn(), children: 'Добавить ещё' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Добавить ещё' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Disabled: Story = { args: { isDisabled: true } }
