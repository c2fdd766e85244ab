import { useLingui } from '@lingui/react/macro'
import { validateDynamicFieldSubtype } from '@platform/forms'
import {
  createDynamicFieldSubtypeMutation,
  type DynamicFieldSubtype,
  type DynamicFieldTab,
  searchPersonnelActionTypesQuery,
  updateDynamicFieldSubtypeMutation,
} from '@platform/sdk'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSelect } from '../shared/FormSelect'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'

interface SubtypeValues {
  title: string
  code: string
  personnelActionType: string
}

const none = 'none'

const toInput = (values: SubtypeValues) => ({
  title: values.title.trim(),
  code: values.code.trim(),
  personnelActionType: values.personnelActionType === none ? null : values.personnelActionType,
})

interface SubtypeDialogProps {
  tab: DynamicFieldTab
  /** The block to edit; null creates one at the end of the tab. */
  subtype: DynamicFieldSubtype | null
  onClose: () => void
}

/** Creates or edits a block (subtype): title, code and the personnel action type it records. */
export function SubtypeDialog({ tab, subtype, onClose }: SubtypeDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const actionTypes = useQuery(searchPersonnelActionTypesQuery(client))
  const create = useMutation(createDynamicFieldSubtypeMutation(client))
  const update = useMutation(updateDynamicFieldSubtypeMutation(client))
  const form = useForm<SubtypeValues>({
    defaultValues: {
      title: subtype?.title ?? '',
      code: subtype?.code ?? '',
      personnelActionType: subtype?.personnelActionType ?? none,
    },
  })
  const save = useResourceSave({
    form,
    formRef,
    id: subtype?.id,
    toInput,
    validate: validateDynamicFieldSubtype,
    create: (body) => create.mutateAsync({ body: { tabId: tab.id, active: true, ...body } }),
    update: (id, body) => update.mutateAsync({ body: { id, ...body } }),
    keys: {
      created: 'subtypeCreated',
      createError: 'subtypeCreateError',
      updated: 'subtypeUpdated',
      updateError: 'subtypeUpdateError',
    },
    onSaved: onClose,
  })

  const name = subtype?.title ?? ''
  const options = [
    { id: none, title: t`Не связан с кадровыми событиями` },
    ...(actionTypes.data?.types ?? []).map((type) => ({ id: type.id, title: type.name })),
  ]
  return (
    <ResourceDialog
      title={subtype ? t`Блок «${name}»` : t`Новый блок`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={subtype ? t`Сохранить` : t`Создать`}
    >
      <FormText form={form} name="title" label={t`Название`} isRequired />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={t`Латинские буквы, цифры, «_» и «-», начинается с буквы`}
        isRequired
        isDisabled={subtype?.systemic}
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
