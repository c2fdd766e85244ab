import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { PhoneField } from './PhoneField'
import type { PhoneCountry } from './phoneNumber'

const countries: PhoneCountry[] = [
  { code: 'RU', dialCode: '+7', name: 'Россия', mask: '(###) ###-##-##' },
  { code: 'KZ', dialCode: '+7', name: 'Казахстан', mask: '(###) ###-##-##' },
  { code: 'BY', dialCode: '+375', name: 'Беларусь', mask: '(##) ###-##-##' },
]

describe('PhoneField', () => {
  it('groups the picker and the number under one label and gives E.164', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        description="Для входа"
        countries={countries}
        onChange={onChange}
      />,
    )
    await expect
      .element(screen.getByRole('group', { name: 'Телефон' }))
      .toHaveAccessibleDescription('Для входа')
    await expect.element(screen.getByRole('button', { name: /Код страны/ })).toHaveTextContent('+7')
    const number = screen.getByRole('textbox', { name: 'Телефон' })
    await expect.element(number).toHaveAccessibleDescription('Для входа')
    await number.click()
    await userEvent.keyboard('999123456789')
    await expect.element(number).toHaveValue('(999) 123-45-67')
    expect(onChange).toHaveBeenLastCalledWith({ phone: '+79991234567', extension: '' })
  })

  it('keeps the caret where one edits inside the formatted number', async () => {
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        countries={countries}
        defaultValue={{ phone: '+79991234567', extension: '' }}
      />,
    )
    const number = screen.getByRole('textbox', { name: 'Телефон' })
    await number.click()
    const input = number.element() as HTMLInputElement
    input.setSelectionRange(4, 4)
    await userEvent.keyboard('{Backspace}')
    await expect.element(number).toHaveValue('(991) 234-56-7')
    expect(input.selectionStart).toBe(3)
  })

  it('deletes the digit before a bracket or dash that Backspace lands on', async () => {
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        countries={countries}
        defaultValue={{ phone: '+79991234567', extension: '' }}
      />,
    )
    const number = screen.getByRole('textbox', { name: 'Телефон' })
    await number.click()
    const input = number.element() as HTMLInputElement
    input.setSelectionRange(5, 5)
    await userEvent.keyboard('{Backspace}')
    await expect.element(number).toHaveValue('(991) 234-56-7')
    expect(input.selectionStart).toBe(3)
  })

  it('changes the country from the keyboard and keeps the digits', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        countries={countries}
        defaultValue={{ phone: '+79991234567', extension: '' }}
        onChange={onChange}
      />,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: /Код страны/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await page.getByRole('option', { name: /Беларусь/ }).click()
    expect(onChange).toHaveBeenLastCalledWith({ phone: '+375999123456', extension: '' })
    await expect
      .element(screen.getByRole('button', { name: /Код страны/ }))
      .toHaveAccessibleName(/\+375 Беларусь/)
  })

  it('picks the country of a pasted international number', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <PhoneField label="Телефон" countries={countries} defaultCountry="KZ" onChange={onChange} />,
    )
    await screen.getByRole('textbox', { name: 'Телефон' }).fill('+375 29 123-45-67')
    expect(onChange).toHaveBeenLastCalledWith({ phone: '+375291234567', extension: '' })
    await expect
      .element(screen.getByRole('button', { name: /Код страны/ }))
      .toHaveAccessibleName(/Беларусь/)
  })

  it('takes at most five digits of extension', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <PhoneField label="Телефон" countries={countries} withExtension onChange={onChange} />,
    )
    const extension = screen.getByRole('textbox', { name: 'Добавочный' })
    await extension.click()
    await userEvent.keyboard('12a34567')
    await expect.element(extension).toHaveValue('12345')
    expect(onChange).toHaveBeenLastCalledWith({ phone: '', extension: '12345' })
  })

  it('shows the error it is given and ties it to the number', async () => {
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        countries={countries}
        isInvalid
        errorMessage="Телефон уже зарегистрирован"
      />,
    )
    const number = screen.getByRole('textbox', { name: 'Телефон' })
    await expect.element(number).toHaveAttribute('aria-invalid', 'true')
    await expect.element(number).toHaveAccessibleDescription('Телефон уже зарегистрирован')
  })

  it('is one read-only text field when read-only', async () => {
    const screen = await renderWithI18n(
      <PhoneField
        label="Телефон"
        countries={countries}
        isReadOnly
        withExtension
        defaultValue={{ phone: '+74951234567', extension: '123' }}
      />,
    )
    const field = screen.getByRole('textbox', { name: 'Телефон' })
    await expect.element(field).toHaveValue('+7 (495) 123-45-67, доб. 123')
    await expect.element(field).toHaveAttribute('readonly')
    expect(screen.getByRole('button').query()).toBeNull()
  })
})
