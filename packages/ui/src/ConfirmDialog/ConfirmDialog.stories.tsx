import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { StatusBadge } from '../StatusBadge/StatusBadge'
import { ConfirmDialog } from './ConfirmDialog'

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Отключить домен?',
    children: 'Вход через домен example.ru станет недоступен, пока вы не включите его снова.',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Отключить домен?' })
    await expect(within(dialog).getByRole('button', { name: /Отмена|Cancel/ })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: /Подтвердить|Confirm/ }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Destructive: Story = {
  args: {
    title: 'Удалить приложение?',
    children: 'Приложение и его настройки будут удалены без возможности восстановления.',
    variant: 'destructive',
    confirmLabel: 'Удалить',
  },
}

export const Pending: Story = { args: { isPending: true } }

/** Every toggle that needs confirmation works like this: the flag flips only after «Да». */
export const ToggleAsksFirst: Story = {
  args: { defaultOpen: undefined },
  render: function Render(args) {
    const [enabled, setEnabled] = useState(true)
    const [asking, setAsking] = useState(false)
    return (
      <>
        <p>
          Домен example.ru:{' '}
          <StatusBadge variant={enabled ? 'success' : 'disabled'}>
            {enabled ? 'включён' : 'отключён'}
          </StatusBadge>
        </p>
        <Button variant="secondary" onPress={() => setAsking(true)}>
          {enabled ? 'Отключить' : 'Включить'}
        </Button>
        <ConfirmDialog
          {...args}
          title={enabled ? 'Отключить домен?' : 'Включить домен?'}
          confirmLabel="Да"
          isOpen={asking}
          onOpenChange={setAsking}
          onConfirm={() => setEnabled((value) => !value)}
        />
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Отключить' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Отключить домен?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }))
    await waitFor(() => expect(canvas.getByText('отключён')).toBeInTheDocument())
  },
}
