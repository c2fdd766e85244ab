import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: {
    title: 'Приглашений пока нет',
    description: 'Пригласите коллег по e-mail, и они появятся в этом списке.',
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithAction: Story = { args: { action: <Button>Пригласить</Button> } }

export const NoPicture: Story = { args: { icon: null, description: undefined } }
