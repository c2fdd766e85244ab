import { useLingui } from '@lingui/react/macro'
import { validateLicense } from '@platform/forms'
import type { LicenseInfo, LicenseInput, LicenseForm as SavedLicense } from '@platform/sdk'
import {
  checkLicenseMutation,
  deleteLicenseMutation,
  saveLicenseMutation,
} from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import * as admin from '../shared/admin.css'
import { FormText } from '../shared/FormText'
import { useFocusAfterClose } from '../shared/focus'
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard'
import { useFormSave } from '../shared/use-form-save'
import { useNotified } from '../shared/use-notified'

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

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

const toInput = (values: LicenseValues): LicenseInput => ({
  key: values.key.trim(),
  domain: values.domain.trim(),
})

/**
 * The license form: key and domain, both required, the domain a full web address. Checking asks
 * the license server without saving; saving installs the key; deleting asks first. One action at
 * a time: while one runs the others wait, and a second click is skipped.
 */
export function LicenseForm({ saved, onChecked, onSaved }: LicenseFormProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notified = useNotified()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<LicenseValues>({
    defaultValues: { key: saved.key ?? '', domain: saved.domain ?? '' },
  })
  const [asking, setAsking] = useState(false)
  const focusAfterClose = useFocusAfterClose(asking)
  const check = useMutation(checkLicenseMutation(client))
  const save = useMutation(saveLicenseMutation(client))
  const remove = useMutation(deleteLicenseMutation(client))
  const rules = { form, formRef, toInput, validate: validateLicense }
  const checking = useFormSave({
    ...rules,
    save: (body: LicenseInput) => check.mutateAsync({ body }),
    keys: { saved: 'systemChecked', failed: 'systemGetError' },
    // A checked key is not saved: leaving still asks.
    resetsForm: false,
    onSaved: onChecked,
  })
  const saving = useFormSave({
    ...rules,
    save: (body: LicenseInput) => save.mutateAsync({ body }),
    keys: { saved: 'systemUpdated', failed: 'systemUpdateError' },
    onSaved,
  })
  const busy = checking.isPending || saving.isPending || remove.isPending

  const deleteLicense = () =>
    notified(remove.mutateAsync({}), 'systemDeleted', 'systemDeleteError').then(() => {
      form.reset({ key: '', domain: '' })
      onSaved()
      // The delete button is gone with the license: the next step is a new key.
      focusAfterClose(() => formRef.current?.querySelector('input'))
    })

  return (
    <section className={admin.stack} aria-labelledby="license-form">
      <h2 id="license-form" className={admin.sectionTitle}>
        {t`Ключ лицензии`}
      </h2>
      <form
        ref={formRef}
        className={admin.stack}
        onSubmit={(event) => {
          if (busy) event.preventDefault()
          else void saving.submit(event)
        }}
        noValidate
      >
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
          <Button type="submit" isPending={saving.isPending} isDisabled={busy && !saving.isPending}>
            {t`Сохранить`}
          </Button>
          <Button
            variant="secondary"
            onPress={() => void checking.submit()}
            isPending={checking.isPending}
            isDisabled={busy && !checking.isPending}
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
        <DeleteDialog
          title={t`Удалить лицензию?`}
          onClose={() => setAsking(false)}
          onConfirm={deleteLicense}
        >
          {t`Платформа перейдёт в ограниченный режим. Ключ можно будет установить снова.`}
        </DeleteDialog>
      )}
      <UnsavedChangesGuard when={form.formState.isDirty && !saving.isPending} />
    </section>
  )
}
