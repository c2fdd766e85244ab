import { CalendarDate, parseDate } from '@internationalized/date'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { DatePicker } from './DatePicker'

const birthDate = {
  label: 'Дата рождения',
  description: 'Как в паспорте',
  minValue: parseDate('1900-01-01'),
  maxValue: parseDate('2026-11-21'),
}

describe('DatePicker', () => {
  it.each(['ru', 'en'] as const)('is typed as DD.MM.YYYY in %s', async (locale) => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<DatePicker {...birthDate} onChange={onChange} />, {
      locale,
    })
    await userEvent.tab()
    await userEvent.keyboard('15031985')
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 15))
    await expect
      .element(screen.getByRole('group', { name: 'Дата рождения' }))
      .toHaveTextContent(/^15\.03\.1985/)
  })

  it('is invalid outside its bounds, with the reason tied to the date', async () => {
    const screen = await renderWithI18n(
      <DatePicker {...birthDate} defaultValue={parseDate('1899-12-31')} />,
    )
    const day = screen.getByRole('spinbutton').first()
    await expect.element(day).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(day)
      .toHaveAccessibleDescription(/Как в паспорте Дата должна быть не раньше 01\.01\.1900$/)
  })

  it('words the range error in the interface language, not the browser one', async () => {
    const screen = await renderWithI18n(
      <DatePicker {...birthDate} defaultValue={parseDate('2030-01-01')} />,
      { locale: 'en' },
    )
    await expect
      .element(screen.getByRole('spinbutton').first())
      .toHaveAccessibleDescription(/Как в паспорте Date must be no later than 21\.11\.2026$/)
  })

  it('shows an error given by the host', async () => {
    const screen = await renderWithI18n(
      <DatePicker
        {...birthDate}
        defaultValue={parseDate('1985-03-15')}
        isInvalid
        errorMessage="Не совпадает"
      />,
    )
    await expect
      .element(screen.getByRole('spinbutton').first())
      .toHaveAccessibleDescription(/Не совпадает/)
  })

  it('picks a date in the calendar from the keyboard and returns focus', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <DatePicker {...birthDate} defaultValue={parseDate('1985-03-15')} onChange={onChange} />,
    )
    const button = screen.getByRole('button', { name: /Календарь|Calendar/ })
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: /15/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 3, 16))
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(button).toHaveFocus()
  })

  it('jumps to another year with the year picker and keeps out-of-range days unavailable', async () => {
    const screen = await renderWithI18n(
      <DatePicker {...birthDate} defaultValue={parseDate('1900-01-10')} />,
    )
    await screen.getByRole('button').click()
    const dialog = page.getByRole('dialog')
    await expect
      .element(dialog.getByRole('combobox', { name: /год|year/i }))
      .toHaveDisplayValue('1900')
    const previous = dialog.getByRole('button', { name: /Назад|Previous/ })
    await expect.element(previous).toBeDisabled()
    await dialog.getByRole('combobox', { name: /год|year/i }).selectOptions('1920')
    await expect.element(dialog.getByRole('grid')).toHaveAccessibleName(/1920/)
  })

  it('cannot be changed while read-only', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <DatePicker
        {...birthDate}
        defaultValue={parseDate('1985-03-15')}
        isReadOnly
        onChange={onChange}
      />,
    )
    await screen.getByRole('spinbutton').first().click()
    await userEvent.keyboard('{ArrowUp}1')
    expect(onChange).not.toHaveBeenCalled()
    await expect
      .element(screen.getByRole('spinbutton').first())
      .toHaveAttribute('aria-readonly', 'true')
  })
})
