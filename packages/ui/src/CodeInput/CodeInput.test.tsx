import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { CodeInput } from './CodeInput'

/** A paste as the browser dispatches it, with the text on the clipboard. */
function pasteInto(element: Element, text: string) {
  const clipboardData = new DataTransfer()
  clipboardData.setData('text/plain', text)
  element.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  )
}

const cell = (screen: Awaited<ReturnType<typeof renderWithI18n>>, n: number) =>
  screen.getByRole('textbox', { name: `Цифра ${n} из 4` })

describe('CodeInput', () => {
  it('is one named group of four cells; typing moves on and completes once', async () => {
    const onComplete = vi.fn()
    const onChange = vi.fn()
    const screen = await renderWithI18n(
      <CodeInput
        label="Код из SMS"
        description="Отправили SMS"
        onComplete={onComplete}
        onChange={onChange}
      />,
    )
    const group = screen.getByRole('group', { name: 'Код из SMS' })
    await expect.element(group).toHaveAccessibleDescription('Отправили SMS')
    expect(group.getByRole('textbox').all()).toHaveLength(4)
    await userEvent.tab()
    await userEvent.keyboard('12')
    await expect.element(cell(screen, 3)).toHaveFocus()
    await userEvent.keyboard('x34')
    expect(onChange).toHaveBeenLastCalledWith('1234')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234')
    await expect.element(cell(screen, 4)).toHaveValue('4')
  })

  it('goes back with Backspace from an empty cell and completes again after a change', async () => {
    const onComplete = vi.fn()
    const screen = await renderWithI18n(<CodeInput label="Код" onComplete={onComplete} />)
    await cell(screen, 1).click()
    await userEvent.keyboard('123')
    await userEvent.keyboard('{Backspace}')
    await expect.element(cell(screen, 3)).toHaveFocus()
    await expect.element(cell(screen, 3)).toHaveValue('')
    await userEvent.keyboard('{Backspace}')
    await expect.element(cell(screen, 2)).toHaveFocus()
    await expect.element(cell(screen, 2)).toHaveValue('')
    await userEvent.keyboard('567')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1567')
    await cell(screen, 4).click()
    await userEvent.keyboard('{Backspace}8')
    expect(onComplete).toHaveBeenLastCalledWith('1568')
    expect(onComplete).toHaveBeenCalledTimes(2)
  })

  it('fills every cell from a pasted code, wherever it is pasted', async () => {
    const onComplete = vi.fn()
    const screen = await renderWithI18n(<CodeInput label="Код" onComplete={onComplete} />)
    await cell(screen, 3).click()
    pasteInto(cell(screen, 3).element(), 'Ваш код: 48-15')
    await expect.element(cell(screen, 1)).toHaveValue('4')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4815')
    await expect.element(cell(screen, 4)).toHaveFocus()
  })

  it('takes a whole code autofilled into the first cell', async () => {
    const onComplete = vi.fn()
    const screen = await renderWithI18n(<CodeInput label="Код" onComplete={onComplete} />)
    await cell(screen, 1).fill('2580')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('2580')
  })

  it('announces an error at once and keeps it in the description', async () => {
    function Verify() {
      const [error, setError] = useState(false)
      return (
        <CodeInput
          label="Код"
          isInvalid={error}
          errorMessage="Неверный код"
          onComplete={() => setError(true)}
        />
      )
    }
    const screen = await renderWithI18n(<Verify />)
    const alert = screen.getByRole('alert')
    await expect.element(alert).toBeEmptyDOMElement()
    await cell(screen, 1).click()
    await userEvent.keyboard('0000')
    await expect.element(alert).toHaveTextContent('Неверный код')
    await expect
      .element(screen.getByRole('group', { name: 'Код' }))
      .toHaveAccessibleDescription('Неверный код')
    await expect.element(cell(screen, 1)).toHaveAttribute('aria-invalid', 'true')
  })

  it('follows a controlled value that the host clears', async () => {
    function Host() {
      const [code, setCode] = useState('12')
      return (
        <>
          <CodeInput label="Код" value={code} onChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            Запросить новый код
          </button>
        </>
      )
    }
    const screen = await renderWithI18n(<Host />)
    await expect.element(cell(screen, 2)).toHaveValue('2')
    await screen.getByRole('button').click()
    await expect.element(cell(screen, 1)).toHaveValue('')
    await expect.element(cell(screen, 2)).toHaveValue('')
  })

  it('keeps the digits while the code is checked, with a named spinner', async () => {
    const screen = await renderWithI18n(<CodeInput label="Код" defaultValue="1234" isPending />)
    await expect.element(screen.getByRole('progressbar', { name: 'Проверка кода' })).toBeVisible()
    await cell(screen, 4).click()
    await userEvent.keyboard('{Backspace}9')
    await expect.element(cell(screen, 4)).toHaveValue('4')
  })

  it('takes the cells out of reach while disabled', async () => {
    const screen = await renderWithI18n(<CodeInput label="Код" isDisabled />)
    await expect.element(cell(screen, 1)).toBeDisabled()
  })
})
