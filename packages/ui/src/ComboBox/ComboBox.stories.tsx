import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ComboBox, ComboBoxItem } from './ComboBox'

const companies = [
  { id: 1, name: 'ООО «Ромашка»' },
  { id: 2, name: 'АО «Северный ветер»' },
  { id: 3, name: 'ИП Иванова А. С.' },
  { id: 4, name: 'ООО «Рассвет»' },
]
type Company = (typeof companies)[number]

const meta = {
  title: 'Choices/ComboBox',
  component: ComboBox<Company>,
  args: {
    label: 'Компания',
    description: 'Начните вводить название',
    defaultItems: companies,
    children: (company: Company) => <ComboBoxItem>{company.name}</ComboBoxItem>,
  },
} satisfies Meta<typeof ComboBox<Company>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox')
    await userEvent.type(input, 'ООО')
    const listbox = await within(document.body).findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(input).toHaveValue('ООО «Ромашка»')
  },
}

export const Selected: Story = { args: { defaultSelectedKey: 3 } }

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Выберите компанию из списка' },
}

export const Disabled: Story = { args: { defaultSelectedKey: 1, isDisabled: true } }

export const ReadOnly: Story = { args: { defaultSelectedKey: 1, isReadOnly: true } }

/** Options are being searched on the server. */
export const Pending: Story = { args: { isLoading: true, defaultInputValue: 'Ром' } }
