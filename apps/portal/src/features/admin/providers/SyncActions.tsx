import { Trans, useLingui } from '@lingui/react/macro'
import { canStartSync } from '@platform/forms'
import type { Provider, ProviderSync } from '@platform/sdk'
import { startProviderSyncMutation } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { type StartRefusal, startRefusalOf } from './provider-errors'
import { startRefusalTexts } from './texts'

interface SyncActionsProps {
  provider: Provider
  sync: ProviderSync
  /** How many mappers the sync has. */
  mapperCount: number
  /** Reads the provider again: the only way a run's new status shows. */
  onRefresh: () => void
  isRefreshing: boolean
  onHistory: () => void
}

/**
 * Starting a run (offered only when it may start), the refusal the platform gave, and the
 * refresh while a run is awaited or in progress: its status changes only when read again.
 */
export function SyncActions({
  provider,
  sync,
  mapperCount,
  onRefresh,
  isRefreshing,
  onHistory,
}: SyncActionsProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const start = useMutation(startProviderSyncMutation(client))
  const [refusal, setRefusal] = useState<StartRefusal | null>(null)
  const { status } = sync.details
  const startable = canStartSync({
    syncEnabled: sync.enabled,
    providerEnabled: provider.enabled,
    mapperCount,
    status,
  })

  const run = () => {
    if (start.isPending) return
    setRefusal(null)
    start.mutateAsync({ params: { path: { id: provider.id } } }).then(
      () => notify.success('providersSyncStarted'),
      (error: unknown) => {
        notify.failure('providersStartSyncError', error)
        setRefusal(startRefusalOf(error))
      },
    )
  }

  return (
    <div className={styles.stack}>
      {status === 'process' && (
        <p className={styles.muted}>
          <Trans>
            Идёт синхронизация. Её статус изменится после обновления страницы, а изменения полей
            применятся после её завершения.
          </Trans>
        </p>
      )}
      <div className={styles.row}>
        {startable && (
          <Button isPending={start.isPending} onPress={run}>
            {t`Запустить синхронизацию`}
          </Button>
        )}
        {(status === 'process' || status === 'await') && (
          <Button variant="secondary" isPending={isRefreshing} onPress={onRefresh}>
            {t`Обновить`}
          </Button>
        )}
        <Button variant="secondary" onPress={onHistory}>
          {t`История синхронизации`}
        </Button>
      </div>
      <div role="alert">
        {refusal && (
          <p className={styles.muted}>
            {t`Синхронизация не запущена.`} {i18n._(startRefusalTexts[refusal])}
          </p>
        )}
      </div>
    </div>
  )
}
