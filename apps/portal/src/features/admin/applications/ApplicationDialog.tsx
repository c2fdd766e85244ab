import { useLingui } from '@lingui/react/macro'
import { isPlatformError } from '@platform/sdk'
import { getApplicationQuery, searchDomainsQuery } from '@platform/sdk/query'
import { Dialog, Skeleton } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { QueryState } from '../shared/QueryState'
import { ApplicationForm } from './ApplicationForm'
import type { ApplicationsSearch } from './search'

interface ApplicationDialogProps {
  /** The application to open; null creates one. */
  id: string | null
  search: ApplicationsSearch
  /** A new application was saved: the dialog goes on in update mode on its id. */
  onCreated: (id: string) => void
  onClose: () => void
}

/**
 * The details and edit dialog of an application, once its details (or, for a new one, the
 * base domain it starts on) are there. An application deleted meanwhile closes the dialog.
 */
export function ApplicationDialog({ id, search, onCreated, onClose }: ApplicationDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const details = useQuery({ ...getApplicationQuery(client, { id: id ?? '' }), enabled: !!id })
  // A new draft starts on the base domain; without the look-up it starts on none.
  const domains = useQuery({ ...searchDomainsQuery(client), enabled: !id })
  const gone = isPlatformError(details.error) && details.error.kind === 'notFound'
  useEffect(() => {
    if (gone) onClose()
  }, [gone, onClose])

  if (!id) {
    if (domains.isPending) return <Waiting onClose={onClose} />
    const base = domains.data?.domains.find((domain) => domain.base)
    return (
      <ApplicationForm
        application={null}
        baseDomainId={base?.id}
        search={search}
        onCreated={onCreated}
        onClose={onClose}
      />
    )
  }
  if (!details.isSuccess) {
    return (
      <Dialog isOpen title={t`Приложение`} onOpenChange={(isOpen) => !isOpen && onClose()}>
        <QueryState query={details} what="the application">
          {() => null}
        </QueryState>
      </Dialog>
    )
  }
  return (
    <ApplicationForm
      application={details.data}
      baseDomainId={undefined}
      search={search}
      onCreated={onCreated}
      onClose={onClose}
    />
  )
}

function Waiting({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog isOpen title={t`Новое приложение`} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Skeleton lines={4} />
    </Dialog>
  )
}
