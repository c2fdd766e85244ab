import { useLingui } from '@lingui/react/macro'
import { validateLicense } from '@platform/forms'
import { applyFieldErrors, useServerErrors, useSingleSubmit } from '@platform/forms/react'
import {
  checkLicenseMutation,
  deleteLicenseMutation,
  isPlatformError,
  type LicenseInfo,
  type LicenseInput,
  type LicenseForm as SavedLicense,
  saveLicenseMutation,
} from '@platform/sdk'
import { Button, ConfirmDialog } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import * as admin from '../shared/admin.css'
import { FormText } from '../shared/FormText'
import { focusFirstInvalid, useFocusAfterClose } from '../shared/focus'
import { useNotify } from '../shared/notify'
import type { AdminSnackbar } from '../shared/snackbars'
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard'

interface LicenseValues {
  key: string
  domain: string
}

interface LicenseFormProps {
  /** The installed key and domain; both null while no license is installed. */
  saved: SavedLicense
  /** A key was checked: the screen shows what that license would be. */
  onChecked: (info: LicenseInfo) => void
  /** The license was saved or deleted: the screen shows the installed one again. */
  onSaved: () => void
}

type Action = 'check' | 'save'

/**
 * The license form: key and domain, both required, the domain a full web address. Checking asks
 * the license server without saving; saving installs the key; deleting asks first. One action at
 * a time: while one runs the others wait, and a second click is skipped.
 */
export function LicenseForm({ saved, onChecked, onSaved }: LicenseFormProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<LicenseValues>({
    defaultValues: { key: saved.key ?? '', domain: saved.domain ?? '' },
  })
  const applyServerErrors = useServerErrors(form, { mirror: [] })
  const single = useSingleSubmit()
  const [running, setRunning] = useState<Action | null>(null)
  const [asking, setAsking] = useState(false)
  const focusAfterClose = useFocusAfterClose(asking)
  const check = useMutation(checkLicenseMutation(client))
  const save = useMutation(saveLicenseMutation(client))
  const remove = useMutation(deleteLicenseMutation(client))
  const busy = running !== null || remove.isPending

  /** The trimmed input, or null once the fields the form's rules refuse are marked. */
  const inputOf = (values: LicenseValues): LicenseInput | null => {
    const input = { key: values.key.trim(), domain: values.domain.trim() }
    const errors = validateLicense(input)
    if (Object.keys(errors).length === 0) return input
    applyFieldErrors(form, errors)
    focusFirstInvalid(formRef.current)
    return null
  }

  /** The platform's `errorList` marks the fields; any other failure is the action's snackbar. */
  const failed = (error: unknown, key: AdminSnackbar) => {
    const fields = isPlatformError(error) ? applyServerErrors(error) : {}
    if (Object.keys(fields).length > 0) focusFirstInvalid(formRef.current)
    else notify.failure(key, error)
  }

  const run = (action: Action, work: (input: LicenseInput) => Promise<void>) =>
    single.guard(
      form.handleSubmit(async (values) => {
        form.clearErrors()
        const input = inputOf(values)
        if (!input) return
        setRunning(action)
        try {
          await work(input)
        } finally {
          setRunning(null)
        }
      }),
    )

  const checkKey = run('check', async (input) => {
    try {
      onChecked(await check.mutateAsync({ body: input }))
      notify.success('systemChecked')
    } catch (error) {
      failed(error, 'systemGetError')
    }
  })

  const saveKey = run('save', async (input) => {
    try {
      await save.mutateAsync({ body: input })
      notify.success('systemUpdated')
      form.reset(input)
      onSaved()
    } catch (error) {
      failed(error, 'systemUpdateError')
    }
  })

  const deleteLicense = () =>
    remove.mutateAsync({}).then(
      () => {
        notify.success('systemDeleted')
        form.reset({ key: '', domain: '' })
        onSaved()
        // The delete button is gone with the license: the next step is a new key.
        focusAfterClose(() => formRef.current?.querySelector('input'))
      },
      (error: unknown) => {
        notify.failure('systemDeleteError', error)
        throw error
      },
    )

  return (
    <section className={admin.stack} aria-labelledby="license-form">
      <h2 id="license-form" className={admin.sectionTitle}>
        {t`Ключ лицензии`}
      </h2>
      <form ref={formRef} className={admin.stack} onSubmit={saveKey} noValidate>
        <FormText form={form} name="key" label={t`Ключ`} isRequired autoComplete="off" />
        <FormText
          form={form}
          name="domain"
          type="url"
          label={t`Адрес платформы`}
          description={t`Полный адрес со схемой, для которого выдан ключ, например https://id.example.ru`}
          isRequired
        />
        <div className={admin.row}>
          <Button
            type="submit"
            isPending={running === 'save'}
            isDisabled={busy && running !== 'save'}
          >
            {t`Сохранить`}
          </Button>
          <Button
            variant="secondary"
            onPress={() => checkKey()}
            isPending={running === 'check'}
            isDisabled={busy && running !== 'check'}
          >
            {t`Проверить ключ`}
          </Button>
          {saved.key !== null && (
            <Button variant="danger" isDisabled={busy} onPress={() => setAsking(true)}>
              {t`Удалить лицензию`}
            </Button>
          )}
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          isOpen
          onOpenChange={setAsking}
          title={t`Удалить лицензию?`}
          confirmLabel={t`Удалить`}
          variant="destructive"
          onConfirm={deleteLicense}
        >
          {t`Платформа перейдёт в ограниченный режим. Ключ можно будет установить снова.`}
        </ConfirmDialog>
      )}
      <UnsavedChangesGuard when={form.formState.isDirty && running !== 'save'} />
    </section>
  )
}
