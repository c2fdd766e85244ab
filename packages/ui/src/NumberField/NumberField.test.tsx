import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { NumberField } from './NumberField'

describe('NumberField', () => {
  it('steps with the keyboard and the buttons within its bounds', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <NumberField
        label="Период"
        defaultValue={23}
        minValue={0}
        maxValue={24}
        onChange={onChange}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Период' })
    await input.click()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect.element(input).toHaveValue('24')
    const buttons = screen.getByRole('button').all()
    expect(buttons).toHaveLength(2)
    await buttons[0]?.click()
    await expect.element(input).toHaveValue('23')
    expect(onChange).toHaveBeenLastCalledWith(23)
  })

  it('formats numbers in the locale of react-aria', async () => {
    const screen = await renderWithI18n(<NumberField label="Сумма" defaultValue={12345.5} />)
    await expect
      .element(screen.getByRole('textbox', { name: 'Сумма' }))
      .toHaveValue(new Intl.NumberFormat('ru-RU').format(12345.5))
  })

  it('does not step while read-only', async () => {
    const screen = await renderWithI18n(<NumberField label="Период" defaultValue={5} isReadOnly />)
    const input = screen.getByRole('textbox', { name: 'Период' })
    await input.click()
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(input).toHaveValue('5')
    await expect.element(input).toHaveAttribute('readonly')
  })

  it('ties the error to the input', async () => {
    const screen = await renderWithI18n(
      <NumberField label="Период" isInvalid errorMessage="Не больше 24" description="Часы" />,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Период' }))
      .toHaveAccessibleDescription('Часы Не больше 24')
  })
})
