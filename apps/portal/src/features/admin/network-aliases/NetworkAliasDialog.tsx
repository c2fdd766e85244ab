import { useLingui } from '@lingui/react/macro'
import { limits, validateNetworkAlias } from '@platform/forms'
import type { NetworkAlias } from '@platform/sdk'
import { createNetworkAliasMutation, updateNetworkAliasMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'
import { AliasAddresses } from './AliasAddresses'
import { type NetworkAliasValues, networkAliasInput, networkAliasValues } from './alias-form'

interface NetworkAliasDialogProps {
  /** The alias to edit; null creates one. */
  alias: NetworkAlias | null
  onClose: () => void
}

/** Creates or edits a network alias: its name, its addresses and a comment. */
export function NetworkAliasDialog({ alias, onClose }: NetworkAliasDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<NetworkAliasValues>({ defaultValues: networkAliasValues(alias) })
  const create = useMutation(createNetworkAliasMutation(client))
  const update = useMutation(updateNetworkAliasMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: alias?.id,
    toInput: networkAliasInput,
    validate: validateNetworkAlias,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars('networkAlias'),
    onSaved: onClose,
  })
  const name = alias?.name ?? ''
  return (
    <ResourceDialog
      size="lg"
      title={alias ? t`Сетевой псевдоним «${name}»` : t`Новый сетевой псевдоним`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={alias ? t`Сохранить` : t`Создать`}
    >
      <FormText
        form={form}
        name="name"
        label={t`Название`}
        description={t`Под этим названием псевдоним выбирают в белом и чёрном списках.`}
        isRequired
      />
      <AliasAddresses form={form} />
      <FormText
        form={form}
        name="comment"
        label={t`Комментарий`}
        rows={2}
        maxLength={limits.commentMaxLength}
      />
    </ResourceDialog>
  )
}
