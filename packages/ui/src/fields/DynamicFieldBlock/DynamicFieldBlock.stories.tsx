import type { FieldFormValue } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { exampleCountries, exampleFields } from '../DynamicField/DynamicField.fixtures'
import { DynamicFieldBlock, type DynamicFieldBlockProps } from './DynamicFieldBlock'

/** The host keeps the values, as a form does. */
function Stateful(args: DynamicFieldBlockProps) {
  const [values, setValues] = useState(args.values)
  return (
    <DynamicFieldBlock
      {...args}
      values={values}
      onChange={(code: string, value: FieldFormValue) => {
        setValues({ ...values, [code]: value })
        args.onChange(code, value)
      }}
    />
  )
}

const fields = [
  exampleFields.input,
  { ...exampleFields.email, multiple: true },
  exampleFields.dropbox,
  exampleFields.toggle,
]

const filled = {
  position: 'Инженер-конструктор',
  workEmail: ['ivanova@example.ru', 'i.ivanova@example.com'],
  department: exampleFields.dropbox.items?.[2]?.id,
  remote: true,
}

const meta = {
  title: 'Fields/DynamicFieldBlock',
  component: DynamicFieldBlock,
  render: (args) => <Stateful {...args} />,
  args: {
    title: 'Работа',
    fields,
    values: {},
    onChange: fn(),
    countries: exampleCountries,
  },
} satisfies Meta<typeof DynamicFieldBlock>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = { args: { values: filled } }

export const Invalid: Story = {
  args: {
    values: { ...filled, position: '' },
    errors: { position: 'Обязательное поле', workEmail: [undefined, 'Неверный email'] },
  },
}

export const Disabled: Story = {
  args: { fields: fields.map((field) => ({ ...field, disabled: true })), values: filled },
}

export const ReadOnly: Story = { args: { values: filled, isReadOnly: true } }

/** Read-only and empty: forms' isBlockVisible hides the whole block. */
export const ReadOnlyEmpty: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
