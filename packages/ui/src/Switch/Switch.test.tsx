import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Switch } from './Switch'

describe('Switch', () => {
  it('is a switch that toggles with Space and reports its state', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Switch onChange={onChange}>Уведомления</Switch>)
    const control = screen.getByRole('switch', { name: 'Уведомления' })
    await userEvent.tab()
    await expect.element(control).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(control).toBeChecked()
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('stays as the host says while controlled, so a confirmation can come first', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <Switch isSelected={false} onChange={onChange}>
        Домен включён
      </Switch>,
    )
    await screen.getByText('Домен включён').click()
    expect(onChange).toHaveBeenCalledWith(true)
    await expect.element(screen.getByRole('switch')).not.toBeChecked()
  })

  it('describes itself and its error', async () => {
    const screen = await renderWithI18n(
      <Switch description="Действует сразу" isInvalid errorMessage="Нельзя выключить">
        Схема активна
      </Switch>,
    )
    await expect
      .element(screen.getByRole('switch', { name: 'Схема активна' }))
      .toHaveAccessibleDescription('Действует сразу Нельзя выключить')
  })

  it('does not toggle while read-only or disabled', async () => {
    const screen = await renderWithI18n(
      <>
        <Switch isReadOnly defaultSelected>
          Только чтение
        </Switch>
        <Switch isDisabled>Выключено</Switch>
      </>,
    )
    await screen.getByText('Только чтение').click()
    await expect.element(screen.getByRole('switch', { name: 'Только чтение' })).toBeChecked()
    await expect.element(screen.getByRole('switch', { name: 'Выключено' })).toBeDisabled()
  })
})
