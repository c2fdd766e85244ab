import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { PlatformError } from '@platform/sdk'
import { FormDialog, ToastRegion } from '@platform/ui'
import { type ReactNode, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import {
  type Reauthentication,
  type SessionKeeper,
  SessionKeeperContext,
} from '../../../shell/session-keeper'
import { FormText } from './FormText'
import { useFormSave } from './use-form-save'

// The shared save of every administration dialog, on the kit's FormDialog: sent once from the
// first click to the answer (useSingleSubmit), and kept over the end of a session (useKeptSave).

interface Values {
  name: string
}

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A keeper as the shell's, with the sign-in dialog answered by `outcome`. */
function fakeKeeper(outcome: Reauthentication) {
  let holds = 0
  const keeper: SessionKeeper = {
    holdsEdits: () => holds > 0,
    hold: () => {
      holds += 1
      return () => {
        holds -= 1
      }
    },
    reauthenticate: vi.fn(async () => outcome),
    reload: vi.fn(async () => undefined),
  }
  return keeper
}

function Editor({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: { name: 'Смартфон' } })
  const formRef = useRef<HTMLFormElement>(null)
  const { dialog } = useFormSave({
    form,
    formRef,
    toInput: (values: Values) => values,
    validate: () => ({}),
    save,
    keys: { saved: 'devicesTypesUpdated', failed: 'devicesTypesUpdateError' },
    onSaved: () => undefined,
  })
  return (
    <FormDialog title="Тип устройства" {...dialog} onClose={() => undefined}>
      <FormText form={form} name="name" label="Название" />
    </FormDialog>
  )
}

function renderEditor(save: (values: Values) => Promise<unknown>, keeper: SessionKeeper) {
  i18n.load('ru', {})
  i18n.activate('ru')
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <SessionKeeperContext.Provider value={keeper}>{children}</SessionKeeperContext.Provider>
        <ToastRegion />
      </I18nProvider>
    )
  }
  return render(<Editor save={save} />, { wrapper: Wrapper })
}

const nameField = () => page.getByRole('textbox', { name: 'Название' })
const submit = () => page.getByRole('button', { name: 'Сохранить' })
/** Presses Save as the browser does on a click, under the snackbars the tests before left. */
const pressSave = () => (submit().element() as HTMLButtonElement).click()

describe('useFormSave in the FormDialog', () => {
  it('sends once for clicks and Enter that land before the answer, even in one task', async () => {
    const answer = deferred()
    const send = vi.fn(() => answer.promise)
    await renderEditor(send, fakeKeeper('same'))
    await nameField().fill('Планшет')
    pressSave()
    pressSave()
    await userEvent.click(nameField())
    await userEvent.keyboard('{Enter}')
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith({ name: 'Планшет' })

    answer.resolve()
    await expect.element(page.getByText('Тип устройства сохранён')).toBeVisible()
    pressSave()
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  })

  it('asks for a sign-in when the session ended under the changes, then sends them again', async () => {
    const keeper = fakeKeeper('same')
    const send = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new PlatformError({ kind: 'unauthenticated', status: 401 }))
      .mockResolvedValueOnce(undefined)
    await renderEditor(send, keeper)
    await nameField().fill('Планшет')
    pressSave()
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(keeper.reauthenticate).toHaveBeenCalledOnce()
    expect(send).toHaveBeenLastCalledWith({ name: 'Планшет' })
  })

  it('drops the changes with a message when someone else signs in', async () => {
    const keeper = fakeKeeper('other')
    const send = vi.fn(async () => {
      throw new PlatformError({ kind: 'unauthenticated', status: 401 })
    })
    await renderEditor(send, keeper)
    await nameField().fill('Планшет')
    pressSave()
    await expect
      .element(page.getByText('Вы вошли под другой учётной записью', { exact: false }))
      .toBeVisible()
    await expect.element(nameField()).toHaveValue('Смартфон')
    expect(keeper.reload).toHaveBeenCalledOnce()
    expect(send).toHaveBeenCalledOnce()
    await expect
      .element(page.getByText('Не удалось сохранить тип устройства'))
      .not.toBeInTheDocument()
  })

  it('without changes a 401 is a failure like any other: nothing to keep, no sign-in asked', async () => {
    const keeper = fakeKeeper('same')
    const send = vi.fn(async () => {
      throw new PlatformError({ kind: 'unauthenticated', status: 401 })
    })
    await renderEditor(send, keeper)
    pressSave()
    await expect.element(page.getByText('Сеанс завершён. Войдите снова')).toBeVisible()
    expect(keeper.reauthenticate).not.toHaveBeenCalled()
  })
})
