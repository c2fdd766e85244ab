import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { ToastRegion } from './Toast'
import { createToastQueue, toastsOf } from './toastQueue'

const queue = createToastQueue()
const toasts = toastsOf(queue)

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: { queue },
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button onPress={() => toasts.success('Изменения сохранены')}>Успех</Button>
        <Button variant="danger" onPress={() => toasts.error('Не удалось сохранить изменения')}>
          Ошибка
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            toasts.info('Письмо отправлено', {
              description: 'Если его нет, проверьте папку «Спам» через 10 минут.',
            })
          }
        >
          Сведения
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof ToastRegion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    queue.clear()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Успех' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent('Изменения сохранены')
  },
}

export const Variants: Story = {
  play: async () => {
    queue.clear()
    toasts.success('Изменения сохранены', { timeout: null })
    toasts.error('Не удалось сохранить изменения', { timeout: null })
    toasts.info('Письмо отправлено', {
      timeout: null,
      description: 'Если его нет, проверьте папку «Спам» через 10 минут.',
    })
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3))
  },
}
