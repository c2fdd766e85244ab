import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Checkbox } from '../Checkbox/Checkbox'
import { CheckboxGroup } from './CheckboxGroup'

const meta = {
  title: 'Choices/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Каналы уведомлений',
    description: 'Куда присылать новости о доступах',
    defaultValue: ['email'],
    children: (
      <>
        <Checkbox value="email">Электронная почта</Checkbox>
        <Checkbox value="sms">SMS</Checkbox>
        <Checkbox value="telegram">Telegram</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }))
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked()
    await expect(canvas.getByRole('group', { name: 'Каналы уведомлений' })).toBeVisible()
  },
}

export const Horizontal: Story = { args: { orientation: 'horizontal' } }

export const Invalid: Story = {
  args: { defaultValue: [], isInvalid: true, errorMessage: 'Выберите хотя бы один канал' },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }
