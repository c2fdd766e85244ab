import { useLingui } from '@lingui/react/macro'
import { isPlatformError } from '@platform/sdk'
import { getProviderQuery, providerKeys } from '@platform/sdk/query'
import { Dialog, toast } from '@platform/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { QueryState } from '../shared/QueryState'
import { ProviderDetailsDialog } from './ProviderDetailsDialog'

interface ProviderDialogProps {
  id: string
  onClose: () => void
}

/**
 * Loads a provider for its details dialog. While it loads, or if loading fails, a dialog says
 * so; a provider deleted meanwhile also refreshes the table, where it is gone.
 */
export function ProviderDialog({ id, onClose }: ProviderDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const provider = useQuery(getProviderQuery(client, { id }))
  const gone = isPlatformError(provider.error) && provider.error.kind === 'notFound'
  useEffect(() => {
    if (gone) void queryClient.invalidateQueries({ queryKey: providerKeys.lists() })
  }, [gone, queryClient])

  // Read again on request: a failure keeps what is shown and says so.
  const refresh = async () => {
    const result = await provider.refetch()
    if (result.isError) {
      toast.error(t`Не удалось обновить данные провайдера`, {
        description: i18n._(errorMessage(result.error)),
      })
    }
  }

  if (provider.data) {
    return (
      <ProviderDetailsDialog
        provider={provider.data}
        onRefresh={refresh}
        isRefreshing={provider.isFetching}
        onClose={onClose}
      />
    )
  }
  return (
    <Dialog isOpen size="lg" title={t`Провайдер`} onOpenChange={(open) => !open && onClose()}>
      <QueryState query={provider}>{() => null}</QueryState>
    </Dialog>
  )
}
