import { useLingui } from '@lingui/react/macro'
import { newDomain } from '@platform/forms'
import { isPlatformError } from '@platform/sdk'
import { getBaseDomainSettingsQuery, getDomainQuery, searchLocalesQuery } from '@platform/sdk/query'
import { Dialog } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { useLogFailure } from '../../../shared/list'
import { QueryState } from '../shared/QueryState'
import { DomainForm } from './DomainForm'

interface DomainDialogProps {
  /** The domain to edit; null creates one. */
  id: string | null
  onClose: () => void
}

/**
 * The create and edit dialog of a domain, once its data is there. A new domain starts from
 * the base domain's languages (or an empty Russian entry when they cannot be read), with
 * Russian enabled. A domain deleted meanwhile closes the dialog.
 */
export function DomainDialog({ id, onClose }: DomainDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const details = useQuery({ ...getDomainQuery(client, { id: id ?? '' }), enabled: !!id })
  const base = useQuery({ ...getBaseDomainSettingsQuery(client), enabled: !id })
  const russian = useQuery({ ...searchLocalesQuery(client, { searchValue: 'ru' }), enabled: !id })
  useLogFailure('the base domain settings', base.error ?? russian.error)
  const gone = isPlatformError(details.error) && details.error.kind === 'notFound'
  useEffect(() => {
    if (gone) onClose()
  }, [gone, onClose])

  if (id && details.isSuccess) {
    return <DomainForm domain={details.data} initial={details.data} onClose={onClose} />
  }
  if (!id && !base.isPending && !russian.isPending) {
    const ruId = russian.data?.locales.find((locale) => locale.code === 'ru')?.id
    return (
      <DomainForm
        domain={null}
        initial={newDomain(base.data?.locales ?? [], ruId)}
        onClose={onClose}
      />
    )
  }
  return (
    <Dialog
      isOpen
      title={id ? t`Домен` : t`Новый домен`}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <QueryState query={details} what="the domain">
        {() => null}
      </QueryState>
    </Dialog>
  )
}
