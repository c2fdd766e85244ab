import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Dialog, DialogTrigger } from './Dialog'

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Обязательные поля',
    children: <p>Заполните поля профиля, отмеченные как обязательные, чтобы продолжить.</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button>Открыть</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Открыть' }))
    const dialog = await screen.findByRole('dialog', { name: 'Обязательные поля' })
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
  },
}

export const WithActions: Story = {
  args: {
    defaultOpen: true,
    actions: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Позже
        </Button>
        <Button onPress={close}>Заполнить</Button>
      </>
    ),
  },
  render: (args) => <Dialog {...args} />,
}

export const NotDismissable: Story = {
  args: {
    defaultOpen: true,
    isDismissable: false,
    actions: (close) => <Button onPress={close}>Понятно</Button>,
  },
  render: (args) => <Dialog {...args} />,
}

export const Large: Story = {
  args: { defaultOpen: true, size: 'lg' },
  render: (args) => <Dialog {...args} />,
}
