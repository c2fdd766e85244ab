import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Radio, RadioGroup } from './RadioGroup'

function Gender(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Пол" description="Необязательно" {...props}>
      <Radio value="man">Мужской</Radio>
      <Radio value="woman" description="Как в документах">
        Женский
      </Radio>
    </RadioGroup>
  )
}

describe('RadioGroup', () => {
  it('is one tab stop whose arrow keys move and select', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <>
        <Gender onChange={onChange} />
        <button type="button">Дальше</button>
      </>,
    )
    await userEvent.tab()
    await expect.element(screen.getByRole('radio', { name: 'Мужской' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('radio', { name: 'Женский' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith('woman')
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Дальше' })).toHaveFocus()
  })

  it('names and describes the group, and describes an option by its own hint first', async () => {
    const screen = await renderWithI18n(<Gender isInvalid errorMessage="Выберите значение" />)
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Пол' }))
      .toHaveAccessibleDescription('Необязательно Выберите значение')
    await expect
      .element(screen.getByRole('radio', { name: 'Женский' }))
      .toHaveAccessibleDescription('Как в документах Выберите значение Необязательно')
  })

  it('keeps its value while read-only', async () => {
    const screen = await renderWithI18n(<Gender isReadOnly defaultValue="man" />)
    await screen.getByText('Женский').click()
    await expect.element(screen.getByRole('radio', { name: 'Мужской' })).toBeChecked()
    await expect.element(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true')
  })
})
