import { useLingui } from '@lingui/react/macro'
import { validateDeviceType } from '@platform/forms'
import type { DeviceType, DeviceTypeInput } from '@platform/sdk'
import { createDeviceTypeMutation, updateDeviceTypeMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'

interface DeviceTypeDialogProps {
  /** The type to edit; null creates one. */
  type: DeviceType | null
  onClose: () => void
}

const toInput = (values: DeviceTypeInput): DeviceTypeInput => ({
  name: values.name.trim(),
  code: values.code.trim(),
})

/** Creates or edits a device type: its name and Latin code. */
export function DeviceTypeDialog({ type, onClose }: DeviceTypeDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<DeviceTypeInput>({
    defaultValues: { name: type?.name ?? '', code: type?.code ?? '' },
  })
  const create = useMutation(createDeviceTypeMutation(client))
  const update = useMutation(updateDeviceTypeMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: type?.id,
    toInput,
    validate: validateDeviceType,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: {
      created: 'devicesTypesCreated',
      createError: 'devicesTypesCreateError',
      updated: 'devicesTypesUpdated',
      updateError: 'devicesTypesUpdateError',
    },
    onSaved: onClose,
  })
  const name = type?.name ?? ''
  return (
    <ResourceDialog
      title={type ? t`Тип устройства «${name}»` : t`Новый тип устройства`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={type ? t`Сохранить` : t`Создать`}
    >
      <FormText form={form} name="name" label={t`Название`} isRequired />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={t`Только латинские буквы, не повторяется у других типов.`}
        isRequired
      />
    </ResourceDialog>
  )
}
