import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Button, ToastRegion } from '@platform/ui'
import { type ReactNode, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { lazyDialog, lazyPanel } from './lazy-part'

// Dialogs and hidden panels load their code when shown: a page's first load carries only what
// it shows. A failed load never takes the page down: a dialog says so and closes (opening it
// again asks again); a panel offers a retry in its place.

interface NoteProps {
  isOpen: boolean
  onClose: () => void
}

function Note({ isOpen, onClose }: NoteProps) {
  if (!isOpen) return null
  return (
    <div role="dialog" aria-label="Заметка">
      <button type="button" onClick={onClose}>
        Закрыть
      </button>
    </div>
  )
}

/** A loader whose answers the test gives, one per call. */
function scriptedLoader<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject })
      }),
  )
  return { load, call: (index: number) => calls[index] }
}

function wrapper({ children }: { children: ReactNode }) {
  i18n.load('ru', {})
  i18n.activate('ru')
  return (
    <I18nProvider i18n={i18n}>
      {children}
      <ToastRegion />
    </I18nProvider>
  )
}

function Page({ Dialog }: { Dialog: (props: NoteProps) => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Открыть</Button>
      <Dialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  )
}

const openButton = () => page.getByRole('button', { name: 'Открыть' })

describe('lazyDialog', () => {
  it('loads nothing until it opens, then once, keeping the props', async () => {
    const { load, call } = scriptedLoader<typeof Note>()
    const Dialog = lazyDialog(load, { isOpen: (props: NoteProps) => props.isOpen })
    await render(<Page Dialog={Dialog} />, { wrapper })
    expect(load).not.toHaveBeenCalled()

    await openButton().click()
    expect(load).toHaveBeenCalledTimes(1)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    call(0)?.resolve(Note)
    await expect.element(page.getByRole('dialog', { name: 'Заметка' })).toBeVisible()

    await page.getByRole('button', { name: 'Закрыть' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await openButton().click()
    await expect.element(page.getByRole('dialog', { name: 'Заметка' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says the dialog is on its way when its code takes more than a moment', async () => {
    const { load, call } = scriptedLoader<typeof Note>()
    const Dialog = lazyDialog(load, { isOpen: (props: NoteProps) => props.isOpen })
    await render(<Page Dialog={Dialog} />, { wrapper })
    await openButton().click()
    await expect.element(page.getByRole('status')).toHaveTextContent('Открываем окно…')
    await expect.element(page.getByRole('progressbar', { name: 'Открываем окно' })).toBeVisible()
    call(0)?.resolve(Note)
    await expect.element(page.getByRole('dialog', { name: 'Заметка' })).toBeVisible()
    await expect.element(page.getByText('Открываем окно…')).not.toBeInTheDocument()
  })

  it('says a failed load, closes, and asks again on the next opening', async () => {
    const { load, call } = scriptedLoader<typeof Note>()
    const close = vi.fn((props: NoteProps) => props.onClose())
    const Dialog = lazyDialog(load, { isOpen: (props: NoteProps) => props.isOpen, close })
    await render(<Page Dialog={Dialog} />, { wrapper })

    await openButton().click()
    call(0)?.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect.element(page.getByText('Не удалось открыть окно')).toBeVisible()
    expect(close).toHaveBeenCalledTimes(1)

    await openButton().click()
    expect(load).toHaveBeenCalledTimes(2)
    call(1)?.resolve(Note)
    await expect.element(page.getByRole('dialog', { name: 'Заметка' })).toBeVisible()
  })
})

describe('lazyPanel', () => {
  function Incoming({ title }: { title: string }) {
    return <h2>{title}</h2>
  }

  it('keeps a busy block in its place while loading, then shows the part', async () => {
    const { load, call } = scriptedLoader<typeof Incoming>()
    const Panel = lazyPanel(load)
    const screen = await render(<Panel title="Входящие" />, { wrapper })
    const pending = screen.container.querySelector('[aria-busy="true"]')
    expect(pending).not.toBeNull()
    expect((pending as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(100)

    call(0)?.resolve(Incoming)
    await expect.element(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
    expect(screen.container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('offers a retry in its place when the load fails', async () => {
    const { load, call } = scriptedLoader<typeof Incoming>()
    const Panel = lazyPanel(load)
    await render(<Panel title="Входящие" />, { wrapper })

    call(0)?.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить раздел' }))
      .toBeVisible()
    await page.getByRole('button', { name: 'Повторить' }).click()
    expect(load).toHaveBeenCalledTimes(2)
    call(1)?.resolve(Incoming)
    await expect.element(page.getByRole('heading', { name: 'Входящие' })).toBeVisible()
  })
})
