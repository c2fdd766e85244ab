import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TextArea } from './TextArea'

const meta = {
  title: 'Fields/TextArea',
  component: TextArea,
  args: {
    label: 'Комментарий',
    description: 'Виден администраторам',
    maxLength: 255,
  },
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Комментарий' })
    await userEvent.type(textArea, 'Работает удалённо')
    await expect(textArea).toHaveAccessibleDescription(expect.stringContaining('17'))
  },
}

export const WithoutLimit: Story = { args: { maxLength: undefined } }

export const NearTheLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Почти полный текст' },
}

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Обязательное поле' },
}

export const Disabled: Story = { args: { defaultValue: 'Работает удалённо', isDisabled: true } }

export const ReadOnly: Story = { args: { defaultValue: 'Работает удалённо', isReadOnly: true } }
