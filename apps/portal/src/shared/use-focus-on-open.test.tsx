import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { useFocusOnOpen } from './use-focus-on-open'

// A page's heading takes the focus when the page opens, once the frame that shows it is drawn:
// focusing lays the page out, which the commit that draws the page must not pay for.

function Page({ ready = true }: { ready?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnOpen(heading, ready)
  return (
    <h1 ref={heading} tabIndex={-1}>
      Заявки
    </h1>
  )
}

/** Resolves after the next frame is drawn and a task after it has run. */
const afterFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))

describe('useFocusOnOpen', () => {
  it('focuses the heading after the frame that shows the page, not in its commit', async () => {
    const screen = await render(<Page />)
    const heading = screen.getByRole('heading', { name: 'Заявки' })
    expect(document.activeElement).not.toBe(heading.element())
    await expect.element(heading).toHaveFocus()
  })

  it('waits until the page says it is ready', async () => {
    function Later() {
      const [ready, setReady] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setReady(true)}>
            Готово
          </button>
          <Page ready={ready} />
        </>
      )
    }
    const screen = await render(<Later />)
    await afterFrame()
    expect(document.activeElement).toBe(document.body)
    await screen.getByRole('button', { name: 'Готово' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Заявки' })).toHaveFocus()
  })

  it('leaves the focus where a person moved it before the frame', async () => {
    function WithField() {
      return (
        <>
          <input aria-label="Поиск" />
          <Page />
        </>
      )
    }
    const screen = await render(<WithField />)
    const field = screen.getByRole('textbox', { name: 'Поиск' })
    ;(field.element() as HTMLInputElement).focus()
    await afterFrame()
    await afterFrame()
    await expect.element(field).toHaveFocus()
  })
})
