import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from './Switch'

const meta = {
  title: 'Choices/Switch',
  component: Switch,
  args: { children: 'Домен включён', onChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Домен включён' })
    await userEvent.click(control)
    await expect(control).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const WithDescription: Story = {
  args: {
    children: 'Показывать в меню',
    description: 'Недоступно без адреса приложения',
    defaultSelected: true,
  },
}

/** The host keeps the value until its confirmation dialog says yes. */
export const Controlled: Story = {
  render: (args) => {
    const [isSelected, setSelected] = useState(true)
    return <Switch {...args} isSelected={isSelected} onChange={setSelected} />
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Нельзя выключить основную схему' },
}

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } }

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } }
