import { useLingui } from '@lingui/react/macro'
import { validateMapper } from '@platform/forms'
import type { Mapper } from '@platform/sdk'
import { createMapperMutation, updateMapperMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'
import { MapperFields } from './MapperFields'
import { type MapperValues, mapperInput, mapperValues } from './mapper-form'

interface MapperDialogProps {
  syncId: string
  /** The mapper to edit; null creates one. */
  mapper: Mapper | null
  onClose: () => void
}

/** Creates or edits a mapper of a synchronisation. */
export function MapperDialog({ syncId, mapper, onClose }: MapperDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<MapperValues>({ defaultValues: mapperValues(mapper) })
  const create = useMutation(createMapperMutation(client))
  const update = useMutation(updateMapperMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: mapper?.id,
    toInput: mapperInput,
    validate: validateMapper,
    create: (body) => create.mutateAsync({ params: { path: { syncId } }, body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: {
      created: 'mappersCreated',
      createError: 'mappersCreateError',
      updated: 'mappersUpdated',
      updateError: 'mappersUpdateError',
    },
    onSaved: onClose,
  })
  const name = mapper?.name ?? ''
  return (
    <ResourceDialog
      size="lg"
      title={mapper ? t`Маппинг «${name}»` : t`Новый маппинг`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={mapper ? t`Сохранить` : t`Создать`}
    >
      <MapperFields form={form} />
    </ResourceDialog>
  )
}
