import { Form } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles with Space and by a click on its label', async () => {
    const onChange = vi.fn()
    const screen = await renderWithI18n(<Checkbox onChange={onChange}>Запомнить меня</Checkbox>)
    const checkbox = screen.getByRole('checkbox', { name: 'Запомнить меня' })
    await userEvent.tab()
    await expect.element(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(checkbox).toBeChecked()
    await screen.getByText('Запомнить меня').click()
    await expect.element(checkbox).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('describes itself and its error', async () => {
    const screen = await renderWithI18n(
      <Checkbox description="Обязательно для входа" isInvalid errorMessage="Необходимо согласие">
        Согласен с условиями
      </Checkbox>,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Согласен с условиями' })
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription('Обязательно для входа Необходимо согласие')
  })

  it('shows a server error from the form by name and clears it once changed', async () => {
    const screen = await renderWithI18n(
      <Form validationErrors={{ termsAgree: 'Необходимо согласие' }}>
        <Checkbox name="termsAgree">Согласен с условиями</Checkbox>
      </Form>,
    )
    const checkbox = screen.getByRole('checkbox')
    await expect.element(checkbox).toHaveAccessibleDescription('Необходимо согласие')
    await checkbox.click({ force: true })
    await expect.element(checkbox).not.toHaveAttribute('aria-invalid')
    await expect.element(screen.getByText('Необходимо согласие')).not.toBeInTheDocument()
  })

  it('cannot be changed while read-only but stays focusable', async () => {
    const screen = await renderWithI18n(
      <Checkbox isReadOnly defaultSelected>
        Запомнить меня
      </Checkbox>,
    )
    const checkbox = screen.getByRole('checkbox')
    await userEvent.tab()
    await expect.element(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(checkbox).toBeChecked()
    await expect.element(checkbox).toHaveAttribute('aria-readonly', 'true')
  })

  it('is reported as mixed when indeterminate', async () => {
    const screen = await renderWithI18n(<Checkbox isIndeterminate>Все</Checkbox>)
    await expect.element(screen.getByRole('checkbox')).toBePartiallyChecked()
  })
})
