import { getLocalTimeZone, today } from '@internationalized/date'
import type { FieldType } from '@platform/forms'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DynamicField, type DynamicFieldProps } from './DynamicField'
import { exampleCountries, exampleFields } from './DynamicField.fixtures'

/** The host keeps the value, as a form does. */
function Stateful(args: DynamicFieldProps) {
  const [value, setValue] = useState(args.value)
  return (
    <DynamicField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next)
        args.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Fields/DynamicField',
  component: DynamicField,
  render: (args) => <Stateful {...args} />,
  args: {
    field: exampleFields.input,
    value: '',
    onChange: fn(),
    countries: exampleCountries,
    minDate: '1900-01-01',
    maxDate: today(getLocalTimeZone()).toString(),
  },
} satisfies Meta<typeof DynamicField>

export default meta
type Story = StoryObj<typeof meta>

const { items: departments = [] } = exampleFields.dropbox
const { items: skills = [] } = exampleFields.combobox

const single = (type: FieldType, value: DynamicFieldProps['value']): Story => ({
  args: { field: exampleFields[type], value },
})

const several = (type: FieldType, value: DynamicFieldProps['value']): Story => ({
  args: { field: { ...exampleFields[type], multiple: true }, value },
})

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Должность' }), 'инженер')
    await expect(args.onChange).toHaveBeenLastCalledWith('инженер')
  },
}

export const InputSingle = single('input', 'Инженер-конструктор')
export const EmailSingle = single('email', 'ivanova@example.ru')
export const TextareaSingle = single('textarea', 'Отвечаю за сборку и выпуск мобильных приложений.')
export const DateSingle = single('date', '2019-09-02')
export const PhoneSingle = single('phone', '+74951234567')
export const DropboxSingle = single('dropbox', departments[2]?.id)
export const ComboboxSingle = single(
  'combobox',
  skills.map((item) => item.id),
)
export const ToggleSingle = single('toggle', true)
/** A picture has no control: nothing is rendered. */
export const PictureSingle = single('picture', 'file-id')

export const InputMultiple: Story = {
  ...several('input', ['Инженер', 'Наставник']),
  // Both locales run this: the controls are found by role and order, not by their words.
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const [removeFirst] = canvas.getAllByRole('button')
    await userEvent.click(removeFirst as HTMLElement)
    await expect(args.onChange).toHaveBeenLastCalledWith(['Наставник'])
    await expect(canvas.getByRole('textbox')).toHaveFocus()
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(canvas.getAllByRole('textbox')[1]).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith(['Наставник', ''])
  },
}
export const EmailMultiple = several('email', ['ivanova@example.ru', 'i.ivanova@example.com'])
export const EmailMultipleEmpty = several('email', [])
export const TextareaMultiple = several('textarea', ['Первая заметка', 'Вторая заметка'])
export const DateMultiple = several('date', ['2019-09-02', '2023-01-16'])
export const PhoneMultiple = several('phone', ['+74951234567', '+77172123456'])
export const DropboxMultiple = several(
  'dropbox',
  departments.slice(0, 2).map((item) => item.id),
)
/** A combobox is already a list of choices: `multiple` changes nothing (forms' canBeMultiple). */
export const ComboboxMultiple = several('combobox', [skills[0]?.id ?? ''])
/** A toggle is never a list (forms' canBeMultiple). */
export const ToggleMultiple = several('toggle', false)
export const PictureMultiple = several('picture', ['file-id'])

export const Required: Story = {
  args: { field: { ...exampleFields.email, profileRequired: true }, value: '' },
}

export const RequiredMultiple: Story = {
  args: { field: { ...exampleFields.email, profileRequired: true, multiple: true }, value: [] },
}

export const Invalid: Story = {
  args: { field: exampleFields.email, value: 'ivanova@', errorMessage: 'Неверный email' },
}

export const InvalidMultiple: Story = {
  args: {
    field: { ...exampleFields.phone, multiple: true },
    value: ['+74951234567', '+74951234567'],
    errorMessage: [undefined, 'Этот телефон уже указан'],
  },
}

/** Listed as disabled by the administrator: read-only and disabled (forms' fieldState). */
export const Disabled: Story = {
  args: {
    field: { ...exampleFields.dropbox, disabled: true },
    value: departments[0]?.id,
  },
}

export const DisabledMultiple: Story = {
  args: {
    field: { ...exampleFields.email, multiple: true, disabled: true },
    value: ['ivanova@example.ru', 'i.ivanova@example.com'],
  },
}

/** The person may not edit it (`profileEdit` false). */
export const NotEditable: Story = {
  args: { field: { ...exampleFields.date, profileEdit: false }, value: '2019-09-02' },
}

/** The whole profile is in view mode. */
export const ReadOnly: Story = {
  args: { field: exampleFields.textarea, value: 'Отвечаю за выпуск приложений.', isReadOnly: true },
}

export const ReadOnlyMultiple: Story = {
  args: {
    field: { ...exampleFields.phone, multiple: true },
    value: ['+74951234567', '+77172123456'],
    isReadOnly: true,
  },
}
