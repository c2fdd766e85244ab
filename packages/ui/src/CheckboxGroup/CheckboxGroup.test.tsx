import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Checkbox } from '../Checkbox/Checkbox'
import { renderWithI18n } from '../private/renderWithI18n'
import { CheckboxGroup } from './CheckboxGroup'

function Channels(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
  return (
    <CheckboxGroup label="Каналы" description="Куда писать" {...props}>
      <Checkbox value="email">Почта</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
    </CheckboxGroup>
  )
}

describe('CheckboxGroup', () => {
  it('is a named, described group whose checkboxes report the chosen values', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Channels onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Каналы' })
    await expect.element(group).toHaveAccessibleDescription('Куда писать')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(['email', 'sms'])
  })

  it('shows one error for the whole group and marks each checkbox invalid', async () => {
    const screen = await renderWithI18n(<Channels isInvalid errorMessage="Выберите канал" />)
    await expect
      .element(screen.getByRole('group', { name: 'Каналы' }))
      .toHaveAccessibleDescription('Куда писать Выберите канал')
    expect(screen.getByText('Выберите канал').all()).toHaveLength(1)
    await expect
      .element(screen.getByRole('checkbox', { name: 'SMS' }))
      .toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps the values while read-only and takes the checkboxes out while disabled', async () => {
    const screen = await renderWithI18n(
      <>
        <Channels label="Только чтение" isReadOnly defaultValue={['sms']} />
        <Channels label="Выключено" isDisabled />
      </>,
    )
    const readOnly = screen.getByRole('group', { name: 'Только чтение' })
    await readOnly.getByRole('checkbox', { name: 'Почта' }).click({ force: true })
    await expect.element(readOnly.getByRole('checkbox', { name: 'Почта' })).not.toBeChecked()
    await expect.element(readOnly.getByRole('checkbox', { name: 'SMS' })).toBeChecked()
    const disabled = screen.getByRole('group', { name: 'Выключено' })
    await expect.element(disabled.getByRole('checkbox', { name: 'Почта' })).toBeDisabled()
  })
})
