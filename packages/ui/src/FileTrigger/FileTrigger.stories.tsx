import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { FileTrigger } from './FileTrigger'

const meta = {
  title: 'Files/FileTrigger',
  component: FileTrigger,
  args: {
    acceptedFileTypes: ['application/pdf', '.docx'],
    onSelect: fn(),
    onReject: fn(),
  },
  render: (args) => (
    <FileTrigger {...args}>
      <Button variant="secondary">Выбрать документ</Button>
    </FileTrigger>
  ),
} satisfies Meta<typeof FileTrigger>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
    await userEvent.upload(input, new File(['%PDF'], 'договор.pdf', { type: 'application/pdf' }))
    await expect(args.onSelect).toHaveBeenCalledOnce()
    await expect(within(canvasElement).getByRole('button')).toBeVisible()
  },
}

export const Multiple: Story = { args: { allowsMultiple: true } }
