import { useLingui } from '@lingui/react/macro'
import { validateDynamicFieldSubtype } from '@platform/forms'
import type { DynamicFieldSubtype, DynamicFieldTab } from '@platform/sdk'
import {
  createDynamicFieldSubtypeMutation,
  searchPersonnelActionTypesQuery,
  updateDynamicFieldSubtypeMutation,
} from '@platform/sdk/query'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSelect } from '../shared/FormSelect'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'
import { copyCode } from './field/field-form'

interface SubtypeValues {
  title: string
  code: string
  personnelActionType: string
}

interface SubtypeInput {
  title: string
  code: string
  personnelActionType: string | null
}

/** The block modal works on a new block, a copy of one, or an existing one. */
export type SubtypeMode = 'create' | 'copy' | 'update'

const none = 'none'

const toInput = (values: SubtypeValues): SubtypeInput => ({
  title: values.title.trim(),
  code: values.code.trim(),
  personnelActionType: values.personnelActionType === none ? null : values.personnelActionType,
})

interface SubtypeDialogProps {
  tab: DynamicFieldTab
  mode: SubtypeMode
  /** The block to edit or to copy; null in create mode. */
  subtype: DynamicFieldSubtype | null
  onClose: () => void
}

/**
 * Creates, copies or edits a block (subtype): title, code and the personnel action type it
 * records. A copy is created like a new block from the source's values, with a code of its own;
 * it is never systemic, so its code stays editable.
 */
export function SubtypeDialog({ tab, mode, subtype, onClose }: SubtypeDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const actionTypes = useQuery(searchPersonnelActionTypesQuery(client))
  const create = useMutation(createDynamicFieldSubtypeMutation(client))
  const update = useMutation(updateDynamicFieldSubtypeMutation(client))
  const source = mode === 'create' ? null : subtype
  const sourceTitle = source?.title ?? ''
  const form = useForm<SubtypeValues>({
    defaultValues: {
      title: mode === 'copy' ? t`${sourceTitle} (копия)` : sourceTitle,
      code: source ? (mode === 'copy' ? copyCode(source.code) : source.code) : '',
      personnelActionType: source?.personnelActionType ?? none,
    },
  })
  const save = useResourceSave({
    form,
    formRef,
    id: mode === 'update' ? subtype?.id : undefined,
    toInput,
    validate: validateDynamicFieldSubtype,
    create: (input) =>
      create.mutateAsync({
        body: {
          tabId: tab.id,
          active: mode === 'copy' ? (source?.active ?? true) : true,
          ...input,
        },
      }),
    update: (id, input) => update.mutateAsync({ body: { id, ...input } }),
    keys: {
      created: 'subtypeCreated',
      createError: 'subtypeCreateError',
      updated: 'subtypeUpdated',
      updateError: 'subtypeUpdateError',
    },
    onSaved: onClose,
  })

  const options = [
    { id: none, title: t`Не связан с кадровыми событиями` },
    ...(actionTypes.data?.types ?? []).map((type) => ({ id: type.id, title: type.name })),
  ]
  const title =
    mode === 'create'
      ? t`Новый блок`
      : mode === 'copy'
        ? t`Копия блока «${sourceTitle}»`
        : t`Блок «${sourceTitle}»`
  return (
    <ResourceDialog
      title={title}
      {...save.dialog}
      onClose={onClose}
      submitLabel={mode === 'update' ? t`Сохранить` : t`Создать`}
    >
      <FormText form={form} name="title" label={t`Название`} isRequired />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={t`Латинские буквы, цифры, «_» и «-», начинается с буквы`}
        isRequired
        isDisabled={mode === 'update' && subtype?.systemic}
      />
      <FormSelect
        form={form}
        name="personnelActionType"
        label={t`Тип кадрового события`}
        options={options}
        isLoading={actionTypes.isPending}
      />
    </ResourceDialog>
  )
}
