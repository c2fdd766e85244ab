import { Trans, useLingui } from '@lingui/react/macro'
import { fieldLocks, hasItems } from '@platform/forms'
import { type DynamicField, type DynamicFieldTab, isPlatformError } from '@platform/sdk'
import { createDynamicFieldMutation, updateDynamicFieldMutation } from '@platform/sdk/query'
import { ConfirmDialog } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { usePlatform } from '../../../../platform/hooks'
import { SaveSetAside } from '../../../../shell/use-kept-save'
import * as styles from '../../shared/form.css'
import { ResourceDialog } from '../../shared/ResourceDialog'
import { useResourceSave } from '../../shared/use-resource-save'
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

const hasValues = (error: unknown) =>
  isPlatformError(error) && error.status === 409 && error.body?.reason === 'hasValues'

/**
 * The field modal in create, copy or update mode: a new field or a copy is
 * fully editable; an existing one is locked by its access level. A type change of a field with
 * values answers 409 `hasValues`: the modal asks and sends again with `force`, all within one
 * save (a second submit stays skipped while the question is open).
 */
export function FieldDialog({ tab, mode, field, subtype, onClose }: FieldDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const saved = mode === 'update' ? field : null
  const locks = fieldLocks(saved ?? editable)
  const form = useForm<FieldFormValues>({ defaultValues: fieldFormValues(mode, field, subtype) })
  const fieldType = useWatch({ control: form.control, name: 'fieldType' })
  const create = useMutation(createDynamicFieldMutation(client))
  const update = useMutation(updateDynamicFieldMutation(client))
  const [forcing, setForcing] = useState<((force: boolean) => void) | null>(null)

  const updateField = async (id: string, values: FieldFormValues) => {
    const send = (force: boolean) =>
      update.mutateAsync({ params: { path: { id } }, body: fieldInput(values, tab.type, force) })
    try {
      return await send(false)
    } catch (error) {
      if (!hasValues(error)) throw error
      const force = await new Promise<boolean>((answer) => setForcing(() => answer))
      setForcing(null)
      if (!force) throw new SaveSetAside()
      return send(true)
    }
  }

  const save = useResourceSave({
    form,
    formRef,
    id: saved?.id,
    toInput: (values: FieldFormValues) => values,
    validate: validateFieldForm,
    create: (values) => create.mutateAsync({ body: fieldInput(values, tab.type) }),
    update: updateField,
    keys: {
      created: 'fieldCreated',
      createError: 'fieldCreateError',
      updated: 'fieldUpdated',
      updateError: 'fieldUpdateError',
    },
    onSaved: onClose,
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
    <ResourceDialog
      title={title}
      size="lg"
      {...save.dialog}
      onClose={onClose}
      isReadOnly={locks.readOnly}
      submitLabel={saved ? t`Сохранить` : t`Создать`}
    >
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
      <ConfirmDialog
        isOpen={forcing !== null}
        onOpenChange={(open) => !open && forcing?.(false)}
        onCancel={() => forcing?.(false)}
        title={t`Сменить тип поля?`}
        confirmLabel={t`Сменить тип`}
        variant="destructive"
        onConfirm={() => forcing?.(true)}
      >
        {t`У поля уже есть значения. Значения, которые новый тип не может хранить, будут удалены.`}
      </ConfirmDialog>
    </ResourceDialog>
  )
}
