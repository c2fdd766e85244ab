import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Radio, RadioGroup } from './RadioGroup'

const meta = {
  title: 'Choices/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Способ входа',
    description: 'Можно сменить на странице входа',
    defaultValue: 'password',
    children: (
      <>
        <Radio value="password">Пароль</Radio>
        <Radio value="email_code" description="Код придёт на почту">
          Код по почте
        </Radio>
        <Radio value="sms_code">Код по SMS</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Пароль' }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Код по почте' })).toBeChecked()
  },
}

export const Horizontal: Story = { args: { orientation: 'horizontal' } }

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Выберите способ входа' },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const ReadOnly: Story = { args: { isReadOnly: true } }
