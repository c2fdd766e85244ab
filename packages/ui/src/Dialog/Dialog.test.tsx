import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { Dialog, DialogTrigger } from './Dialog'

function Example({ isDismissable }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Изменить e-mail</Button>
      <Dialog
        title="Новый e-mail"
        isDismissable={isDismissable}
        actions={(close) => <Button onPress={close}>Готово</Button>}
      >
        <p>Мы пришлём письмо со ссылкой.</p>
      </Dialog>
    </DialogTrigger>
  )
}

describe('Dialog', () => {
  it('takes focus when it opens and gives it back when Escape closes it', async () => {
    const screen = await renderWithI18n(<Example />)
    const trigger = screen.getByRole('button', { name: 'Изменить e-mail' })
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')

    const dialog = page.getByRole('dialog', { name: 'Новый e-mail' })
    await expect.element(dialog).toBeVisible()
    expect(dialog.element().contains(document.activeElement)).toBe(true)

    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(document.activeElement).toBe(trigger.element())
  })

  it('keeps Tab inside while open', async () => {
    await renderWithI18n(<Example />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const dialog = page.getByRole('dialog', { name: 'Новый e-mail' })
    await expect.element(dialog).toBeVisible()
    for (let i = 0; i < 4; i++) {
      await userEvent.tab()
      expect(dialog.element().contains(document.activeElement)).toBe(true)
    }
  })

  it('closes from its close button and from an action', async () => {
    const screen = await renderWithI18n(<Example />)
    const trigger = screen.getByRole('button', { name: 'Изменить e-mail' })
    await trigger.click()
    await page.getByRole('button', { name: 'Закрыть' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()

    await trigger.click()
    await page.getByRole('button', { name: 'Готово' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  it('has no close button when it must not be dismissed', async () => {
    const screen = await renderWithI18n(<Example isDismissable={false} />)
    await screen.getByRole('button', { name: 'Изменить e-mail' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument()
  })
})
