import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PhoneField } from './PhoneField'
import type { PhoneCountry } from './phoneNumber'

/** As the API's country codes call answers: the project's country first. */
const countries: PhoneCountry[] = [
  { code: 'RU', dialCode: '+7', name: 'Россия', mask: '(###) ###-##-##' },
  { code: 'KZ', dialCode: '+7', name: 'Казахстан', mask: '(###) ###-##-##' },
  { code: 'BY', dialCode: '+375', name: 'Беларусь', mask: '(##) ###-##-##' },
  { code: 'AM', dialCode: '+374', name: 'Армения', mask: '(##) ###-###' },
  { code: 'DE', dialCode: '+49', name: 'Германия', mask: null },
]

const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: {
    label: 'Мобильный телефон',
    description: 'На него придёт код подтверждения',
    countries,
    onChange: fn(),
  },
} satisfies Meta<typeof PhoneField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Мобильный телефон' })
    await userEvent.type(input, '9991234567')
    await expect(input).toHaveValue('(999) 123-45-67')
    await expect(args.onChange).toHaveBeenLastCalledWith({ phone: '+79991234567', extension: '' })
  },
}

export const WithExtension: Story = {
  args: {
    label: 'Рабочий телефон',
    description: undefined,
    withExtension: true,
    defaultValue: { phone: '+74951234567', extension: '12345' },
  },
}

export const OtherCountry: Story = {
  args: { defaultValue: { phone: '+77011234567', extension: '' }, defaultCountry: 'KZ' },
}

export const Invalid: Story = {
  args: {
    defaultValue: { phone: '+79991234567', extension: '' },
    isInvalid: true,
    errorMessage: 'Телефон уже зарегистрирован',
  },
}

export const Disabled: Story = {
  args: {
    defaultValue: { phone: '+79991234567', extension: '' },
    isDisabled: true,
    withExtension: true,
  },
}

export const ReadOnly: Story = {
  args: {
    defaultValue: { phone: '+74951234567', extension: '12345' },
    isReadOnly: true,
    withExtension: true,
  },
}
