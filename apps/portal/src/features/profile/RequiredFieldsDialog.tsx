import { Trans, useLingui } from '@lingui/react/macro'
import { useUnsavedChanges } from '@platform/forms/react'
import type { ProfileConfigure, ProfileDetails } from '@platform/sdk'
import { Button, Dialog } from '@platform/ui'
import { useMemo, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { FieldControl } from './edit/FieldControl'
import { useFieldContext } from './edit/useFieldContext'
import { allFields } from './model/fields'
import { type ProfileFormValues, toFormValues } from './model/form-values'
import * as styles from './PersonalPage.css'
import { useProfileSave } from './useProfileSave'

const newId = () => crypto.randomUUID()

function RequiredFieldsForm({
  details,
  configure,
}: {
  details: ProfileDetails
  configure: ProfileConfigure
}) {
  const codes = details.accessInfo.requiredFieldsEmptyCodes
  const fields = useMemo(
    () => allFields(configure).filter(({ config }) => codes.includes(config.code)),
    [configure, codes],
  )
  const initial = useMemo(() => toFormValues(details, fields, newId), [details, fields])
  const form = useForm<ProfileFormValues>({ defaultValues: initial })
  const { isDirty } = useUnsavedChanges(form, initial)
  const context = useFieldContext(form, details, fields)
  const container = useRef<HTMLFormElement>(null)
  // The dialog closes by itself once the refreshed profile has no empty required field.
  const { save, isSaving } = useProfileSave({
    form,
    fields,
    initial,
    isDirty,
    details,
    container,
    onSaved: () => undefined,
  })
  return (
    <form ref={container} onSubmit={save} noValidate className={styles.blocks}>
      <p className={styles.noticeText}>
        <Trans>Чтобы продолжить работу, заполните обязательные поля профиля.</Trans>
      </p>
      {fields.map((placed) => (
        <FieldControl key={placed.config.code} placed={placed} context={context} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" isPending={isSaving}>
          <Trans>Сохранить</Trans>
        </Button>
      </div>
    </form>
  )
}

/**
 * The forced modal of required fields: open while the profile has empty
 * required fields, not dismissable, closed after a successful save.
 */
export function RequiredFieldsDialog({
  details,
  configure,
}: {
  details: ProfileDetails
  configure: ProfileConfigure
}) {
  const { t } = useLingui()
  const { requiredFieldsEmpty, requiredFieldsEmptyCodes } = details.accessInfo
  const fillable = allFields(configure).some(({ config }) =>
    requiredFieldsEmptyCodes.includes(config.code),
  )
  return (
    <Dialog
      title={t`Заполните обязательные поля`}
      isOpen={requiredFieldsEmpty && fillable}
      isDismissable={false}
      isKeyboardDismissDisabled
      size="md"
    >
      <RequiredFieldsForm details={details} configure={configure} />
    </Dialog>
  )
}
