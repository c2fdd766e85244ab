import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithI18n } from '../private/renderWithI18n'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

function Controlled(props: Partial<ConfirmDialogProps>) {
  const [isOpen, setOpen] = useState(true)
  return (
    <ConfirmDialog
      title="Отключить домен?"
      onConfirm={() => undefined}
      {...props}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      Вход через домен example.ru станет недоступен.
    </ConfirmDialog>
  )
}

function deferred() {
  let resolve = () => {}
  let reject = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = () => rej(new Error('Сервер недоступен'))
  })
  return { promise, resolve, reject }
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question and described by its text, focused on Cancel', async () => {
    await renderWithI18n(<Controlled />)
    const dialog = page.getByRole('alertdialog', { name: 'Отключить домен?' })
    await expect.element(dialog).toBeVisible()
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Вход через домен example.ru станет недоступен.')
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Отмена' }).element())
  })

  it('uses the labels it is given', async () => {
    await renderWithI18n(<Controlled confirmLabel="Отключить" cancelLabel="Оставить" />)
    await expect.element(page.getByRole('button', { name: 'Отключить' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Оставить' })).toBeVisible()
  })

  it('stays open and busy while the confirmation runs, then closes', async () => {
    const request = deferred()
    const onConfirm = vi.fn(() => request.promise)
    const onCancel = vi.fn()
    await renderWithI18n(<Controlled onConfirm={onConfirm} onCancel={onCancel} />)

    await page.getByRole('button', { name: 'Подтвердить' }).click()
    const confirm = page.getByRole('button', { name: /Подтвердить/ })
    await expect.element(confirm).toHaveAttribute('data-pending', 'true')
    await expect.element(page.getByRole('button', { name: 'Отмена' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).toBeVisible()

    request.resolve()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('stays open when the confirmation fails', async () => {
    const request = deferred()
    await renderWithI18n(<Controlled onConfirm={() => request.promise} />)
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    request.reject()
    const confirm = page.getByRole('button', { name: /Подтвердить/ })
    await expect.element(confirm).not.toHaveAttribute('data-pending')
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
  })

  it('reports a cancel once, from the button or from Escape', async () => {
    const onCancel = vi.fn()
    const first = await renderWithI18n(<Controlled onCancel={onCancel} />)
    await page.getByRole('button', { name: 'Отмена' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledOnce()
    await first.unmount()

    await renderWithI18n(<Controlled onCancel={onCancel} />)
    await expect.element(page.getByRole('alertdialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it('closes at once after a confirmation that does not return a promise', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    await renderWithI18n(<Controlled onConfirm={onConfirm} onCancel={onCancel} />)
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
  })
})
