import { Trans, useLingui } from '@lingui/react/macro'
import { fieldLocks, hasItems } from '@platform/forms'
import { applyFieldErrors, useServerErrors } from '@platform/forms/react'
import {
  createDynamicFieldMutation,
  type DynamicField,
  type DynamicFieldTab,
  isPlatformError,
  updateDynamicFieldMutation,
} from '@platform/sdk'
import { Button, ConfirmDialog, Dialog } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { usePlatform } from '../../../../platform/hooks'
import { focusFirstInvalid } from '../../shared/focus'
import * as styles from '../../shared/form.css'
import { useNotify } from '../../shared/notify'
import { accessTitles } from '../texts'
import { FieldFlags } from './FieldFlags'
import { FieldItems } from './FieldItems'
import { FieldMainFields } from './FieldMainFields'
import {
  type FieldFormValues,
  type FieldMode,
  fieldFormValues,
  fieldInput,
  validateFieldForm,
} from './field-form'

interface FieldDialogProps {
  tab: DynamicFieldTab
  mode: FieldMode
  field: DynamicField | null
  /** The block a new field goes to. */
  subtype: string
  onClose: () => void
}

const editable = { actionsAccess: 0, systemic: false, immutable: false } as const

/**
 * The field modal in create, copy or update mode: a new field or a copy is
 * fully editable; an existing one is locked by its access level. A type change of a field with
 * values answers 409 `hasValues`: the modal asks and sends again with `force`.
 */
export function FieldDialog({ tab, mode, field, subtype, onClose }: FieldDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const saved = mode === 'update' ? field : null
  const locks = fieldLocks(saved ?? editable)
  const form = useForm<FieldFormValues>({ defaultValues: fieldFormValues(mode, field, subtype) })
  const applyServerErrors = useServerErrors(form, { mirror: [] })
  const fieldType = useWatch({ control: form.control, name: 'fieldType' })
  const create = useMutation(createDynamicFieldMutation(client))
  const update = useMutation(updateDynamicFieldMutation(client))
  const [confirmForce, setConfirmForce] = useState<FieldFormValues | null>(null)
  const failureKey = saved ? 'fieldUpdateError' : 'fieldCreateError'

  const send = async (values: FieldFormValues, force: boolean) => {
    try {
      if (saved) {
        const body = fieldInput(values, tab.type, force)
        await update.mutateAsync({ params: { path: { id: saved.id } }, body })
        notify.success('fieldUpdated')
      } else {
        await create.mutateAsync({ body: fieldInput(values, tab.type) })
        notify.success('fieldCreated')
      }
      onClose()
    } catch (error) {
      const hasValues = isPlatformError(error) && error.body?.reason === 'hasValues'
      if (hasValues && !force) {
        setConfirmForce(values)
        return
      }
      notify.failure(failureKey, error)
      if (isPlatformError(error)) applyServerErrors(error)
      focusFirstInvalid(formRef.current)
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const errors = validateFieldForm(values)
    if (Object.keys(errors).length > 0) {
      applyFieldErrors(form, errors)
      focusFirstInvalid(formRef.current)
      return
    }
    await send(values, false)
  })

  const name = field?.title ?? ''
  const title =
    mode === 'create'
      ? t`Новое поле`
      : mode === 'copy'
        ? t`Копия поля «${name}»`
        : locks.readOnly
          ? t`Поле «${name}»`
          : t`Изменение поля «${name}»`
  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={title}
      actions={(close) =>
        locks.readOnly ? (
          <Button onPress={close}>
            <Trans>Закрыть</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Отмена</Trans>
            </Button>
            <Button type="submit" form={formId} isPending={form.formState.isSubmitting}>
              {saved ? t`Сохранить` : t`Создать`}
            </Button>
          </>
        )
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {locks.readOnly ? (
          <p className={styles.note}>
            <Trans>Поле доступно только для чтения: его нельзя изменить.</Trans>
          </p>
        ) : (
          saved &&
          saved.actionsAccess !== 0 && (
            <p className={styles.note}>{i18n._(accessTitles[saved.actionsAccess])}</p>
          )
        )}
        <FieldMainFields form={form} locks={locks} subtypes={tab.subtypes} saved={saved} />
        {hasItems(fieldType) && <FieldItems form={form} isDisabled={locks.details} />}
        <FieldFlags form={form} locks={locks} withProfile={tab.type === 'users'} />
      </form>
      <ConfirmDialog
        isOpen={confirmForce !== null}
        onOpenChange={(open) => !open && setConfirmForce(null)}
        title={t`Сменить тип поля?`}
        confirmLabel={t`Сменить тип`}
        variant="destructive"
        onConfirm={() => (confirmForce ? send(confirmForce, true) : undefined)}
      >
        {t`У поля уже есть значения. Значения, которые новый тип не может хранить, будут удалены.`}
      </ConfirmDialog>
    </Dialog>
  )
}
