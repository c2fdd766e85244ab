import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { ResourceDialog } from '../shared/ResourceDialog'
import { ProviderMainTab } from './ProviderMainTab'
import { useProviderMain } from './use-provider-main'

interface ProviderCreateDialogProps {
  /** The provider was created: its edit dialog opens on the new id. */
  onCreated: (id: string) => void
  onClose: () => void
}

/** A new provider's Main tab; its synchronisation is set up once it exists. */
export function ProviderCreateDialog({ onCreated, onClose }: ProviderCreateDialogProps) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const main = useProviderMain({
    provider: null,
    formRef,
    onSaved: (created) => created && onCreated(created.id),
  })
  return (
    <ResourceDialog
      size="lg"
      title={t`Новый провайдер`}
      {...main.save.dialog}
      onClose={onClose}
      submitLabel={t`Создать`}
    >
      <ProviderMainTab form={main.form} id={undefined} formRef={formRef} />
    </ResourceDialog>
  )
}
