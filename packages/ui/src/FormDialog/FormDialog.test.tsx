import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { renderWithI18n } from '../private/renderWithI18n'
import { TextField } from '../TextField/TextField'
import { FormDialog, type FormDialogProps } from './FormDialog'

/** A trigger and the dialog, as a screen has them; `dirty` once the name changes. */
function Host(props: Partial<FormDialogProps>) {
  const [isOpen, setOpen] = useState(false)
  const [name, setName] = useState('Смартфон')
  return (
    <>
      <Button onPress={() => setOpen(true)}>Изменить</Button>
      {isOpen && (
        <FormDialog
          title="Тип устройства"
          isDirty={name !== 'Смартфон'}
          isPending={false}
          onSubmit={() => undefined}
          onClose={() => setOpen(false)}
          {...props}
        >
          <TextField label="Название" value={name} onChange={setName} />
          {props.children}
        </FormDialog>
      )}
    </>
  )
}

const dialog = () => page.getByRole('dialog', { name: 'Тип устройства' })
const question = () => page.getByRole('alertdialog', { name: 'Закрыть без сохранения?' })

describe('FormDialog', () => {
  it('closes at once while unchanged, and focus goes back to the trigger', async () => {
    await renderWithI18n(<Host />)
    await page.getByRole('button', { name: 'Изменить' }).click()
    await expect.element(dialog()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Изменить' })).toHaveFocus()
  })

  it('asks before dropping changes on Escape, Cancel and the close button', async () => {
    await renderWithI18n(<Host />)
    await page.getByRole('button', { name: 'Изменить' }).click()
    await page.getByRole('textbox', { name: 'Название' }).fill('Планшет')

    await userEvent.keyboard('{Escape}')
    await expect.element(question()).toBeVisible()
    await page.getByRole('button', { name: 'Продолжить редактирование' }).click()
    await expect.element(page.getByRole('textbox', { name: 'Название' })).toHaveValue('Планшет')

    await page.getByRole('button', { name: 'Отмена' }).click()
    await expect.element(question()).toBeVisible()
    await page.getByRole('button', { name: 'Продолжить редактирование' }).click()

    await dialog().getByRole('button', { name: 'Закрыть' }).click()
    await question().getByRole('button', { name: 'Закрыть' }).click()
    await expect.element(dialog()).not.toBeInTheDocument()
  })

  it('submits from the button and from Enter, but never while a save runs', async () => {
    const onSubmit = vi.fn()
    const first = await renderWithI18n(<Host onSubmit={onSubmit} />)
    await page.getByRole('button', { name: 'Изменить' }).click()
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByRole('textbox', { name: 'Название' }).click()
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(2)
    await first.unmount()

    const pending = vi.fn()
    await renderWithI18n(<Host onSubmit={pending} isPending />)
    await page.getByRole('button', { name: 'Изменить' }).click()
    await page.getByRole('textbox', { name: 'Название' }).click()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).toBeVisible()
    expect(pending).not.toHaveBeenCalled()
  })

  it('leaves the submit of a dialog opened from it to that dialog', async () => {
    const outer = vi.fn()
    const inner = vi.fn()
    function Nested() {
      const [isOpen, setOpen] = useState(false)
      return (
        <>
          <Button onPress={() => setOpen(true)}>Новый маппинг</Button>
          {isOpen && (
            <FormDialog
              title="Маппинг"
              isDirty={false}
              isPending={false}
              onSubmit={inner}
              onClose={() => setOpen(false)}
            >
              <TextField label="Имя" />
            </FormDialog>
          )}
        </>
      )
    }
    await renderWithI18n(
      <Host onSubmit={outer}>
        <Nested />
      </Host>,
    )
    await page.getByRole('button', { name: 'Изменить' }).click()
    await page.getByRole('button', { name: 'Новый маппинг' }).click()
    await page
      .getByRole('dialog', { name: 'Маппинг' })
      .getByRole('button', { name: 'Сохранить' })
      .click()
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })

  it('shows details only with one Close button', async () => {
    await renderWithI18n(<Host isReadOnly />)
    await page.getByRole('button', { name: 'Изменить' }).click()
    await expect.element(page.getByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
    await dialog().getByRole('button', { name: 'Закрыть' }).last().click()
    await expect.element(dialog()).not.toBeInTheDocument()
  })
})
