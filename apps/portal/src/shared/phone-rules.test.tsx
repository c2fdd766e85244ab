import { useRef } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { usePhoneRules } from './phone-rules'

// The numbering plans are 20 KB a page's first load does without: they load when the person
// moves into a form with a phone, which is when a number may soon need checking.

const loadPhoneRules = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('@platform/forms', async (original) => ({
  ...(await original<typeof import('@platform/forms')>()),
  loadPhoneRules,
}))

function PhoneForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const form = useRef<HTMLFormElement>(null)
  usePhoneRules(form)
  return (
    <>
      <input aria-label="Поиск" />
      <form ref={form} aria-label="Личные данные">
        {/* biome-ignore lint/a11y/noAutofocus: the case of a form that takes the focus at once */}
        <input aria-label="Телефон" autoFocus={autoFocus} />
      </form>
    </>
  )
}

describe('usePhoneRules', () => {
  beforeEach(() => {
    loadPhoneRules.mockClear()
  })

  it('loads the plans when the focus enters the form, not with the page nor elsewhere', async () => {
    const screen = await render(<PhoneForm />)
    expect(loadPhoneRules).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('textbox', { name: 'Поиск' }))
    expect(loadPhoneRules).not.toHaveBeenCalled()

    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Телефон' }).element())
    expect(loadPhoneRules).toHaveBeenCalledTimes(1)

    await userEvent.tab({ shift: true })
    await userEvent.tab()
    expect(loadPhoneRules).toHaveBeenCalledTimes(1)
  })

  it('loads them at once when the form already holds the focus', async () => {
    await render(<PhoneForm autoFocus />)
    expect(loadPhoneRules).toHaveBeenCalledTimes(1)
  })
})
