import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { Card } from './Card'

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Личные данные',
    children: 'Иванов Иван Иванович, дата рождения 01.02.1990',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['outlined', 'raised'] } },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Редактировать</Button> },
}

export const Raised: Story = { args: { variant: 'raised' } }

export const WithoutTitle: Story = { args: { title: undefined } }
