import { useLingui } from '@lingui/react/macro'
import type { Provider, ProviderSync, ProviderSyncInput } from '@platform/sdk'
import { listMappersQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import * as admin from '../shared/admin.css'
import { MappersTable } from './MappersTable'
import * as styles from './providers.css'
import { SyncActions } from './SyncActions'
import { SyncSettingsFields } from './SyncSettingsFields'
import { SyncStatusDetails } from './SyncStatusDetails'
import { syncStatusView } from './sync-status'
import { useDialogPaging } from './use-dialog-paging'

const SyncHistoryDialog = lazyDialog(() =>
  import('./SyncHistoryDialog').then((module) => module.SyncHistoryDialog),
)

interface SyncTabProps {
  provider: Provider
  sync: ProviderSync
  form: UseFormReturn<ProviderSyncInput>
  /** Reads the provider again, with the state of its syncs. */
  onRefresh: () => Promise<unknown>
  isRefreshing: boolean
}

/** A Synchronization tab: the state of the sync, its settings and its mappers. */
export function SyncTab({ provider, sync, form, onRefresh, isRefreshing }: SyncTabProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const paging = useDialogPaging()
  const mappers = useQuery(
    listMappersQuery(client, { syncId: sync.id }, { page: paging.page, limit: paging.limit }),
  )
  const [showHistory, setShowHistory] = useState(false)

  return (
    <>
      <section className={styles.section} aria-labelledby={`${sync.id}-state`}>
        <h3 id={`${sync.id}-state`} className={admin.sectionTitle}>
          {t`Состояние`}
        </h3>
        <SyncStatusDetails view={syncStatusView(sync.details)} />
        <SyncActions
          provider={provider}
          sync={sync}
          mapperCount={mappers.data?.meta.total ?? 0}
          onRefresh={() => void Promise.all([onRefresh(), mappers.refetch()])}
          isRefreshing={isRefreshing}
          onHistory={() => setShowHistory(true)}
        />
      </section>
      <section className={styles.section} aria-labelledby={`${sync.id}-settings`}>
        <h3 id={`${sync.id}-settings`} className={admin.sectionTitle}>
          {t`Настройки`}
        </h3>
        <SyncSettingsFields form={form} />
      </section>
      <section className={styles.section} aria-labelledby={`${sync.id}-mappers`}>
        <h3 id={`${sync.id}-mappers`} className={admin.sectionTitle}>
          {t`Маппинги`}
        </h3>
        <MappersTable sync={sync} mappers={mappers} paging={paging} />
      </section>
      {showHistory && (
        <SyncHistoryDialog
          syncId={sync.id}
          providerName={provider.name}
          onClose={() => setShowHistory(false)}
        />
      )}
    </>
  )
}
