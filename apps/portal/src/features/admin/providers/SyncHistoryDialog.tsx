import { useLingui } from '@lingui/react/macro'
import type { ProviderSyncHistoryEntry } from '@platform/sdk'
import { listProviderSyncHistoryQuery } from '@platform/sdk/query'
import { Button, Dialog, EmptyState, Table, type TableColumn } from '@platform/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../../i18n/errors'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton, ListFooter } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { useDialogPaging } from './use-dialog-paging'

interface SyncHistoryDialogProps {
  syncId: string
  /** Whose history it is, for the title. */
  providerName: string
  onClose: () => void
}

/** A row of the table: the history rows have no id of their own. */
type Row = ProviderSyncHistoryEntry & { id: string }

/** What the runs of a synchronisation did to each entity, newest first, page by page. */
export function SyncHistoryDialog({ syncId, providerName, onClose }: SyncHistoryDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const paging = useDialogPaging()
  const query = { page: paging.page, limit: paging.limit }
  const history = useQuery(listProviderSyncHistoryQuery(client, { syncId }, query))
  const rows: Row[] = (history.data?.history ?? []).map((entry, index) => ({
    ...entry,
    id: `${paging.page}-${index}`,
  }))
  const when = (entry: ProviderSyncHistoryEntry) => formatDateTime(entry.createdAt, i18n.locale)

  const columns: TableColumn<Row>[] = [
    { id: 'createdAt', title: t`Дата`, cell: when, width: 160 },
    {
      id: 'entityId',
      title: t`Запись провайдера`,
      cell: (entry) => <span className={styles.code}>{entry.entityId}</span>,
      minWidth: 160,
    },
    {
      id: 'description',
      title: t`Что произошло`,
      cell: (entry) => entry.description,
      width: '2fr',
      minWidth: 280,
    },
  ]
  const csvColumns: CsvColumn<ProviderSyncHistoryEntry>[] = [
    { header: t`Дата`, value: when },
    { header: t`Запись провайдера`, value: (entry) => entry.entityId },
    { header: t`Что произошло`, value: (entry) => entry.description },
  ]

  return (
    <Dialog
      isOpen
      size="lg"
      title={t`История синхронизации: ${providerName}`}
      onOpenChange={(open) => !open && onClose()}
      actions={<Button onPress={onClose}>{t`Закрыть`}</Button>}
    >
      <div className={styles.stack}>
        <div className={styles.row}>
          <ExportCsvButton
            fileName="sync-history"
            columns={csvColumns}
            fetchPage={async (page, limit) => {
              const data = await queryClient.fetchQuery(
                listProviderSyncHistoryQuery(client, { syncId }, { page, limit }),
              )
              return { items: data.history, total: data.meta.total }
            }}
          />
        </div>
        <Table
          aria-label={t`История синхронизации`}
          columns={columns}
          items={rows}
          totalCount={history.data?.meta.total}
          isLoading={history.isFetching}
          errorMessage={history.isError ? i18n._(errorMessage(history.error)) : undefined}
          onRetry={() => void history.refetch()}
          emptyState={<EmptyState headingLevel={3} title={t`Запусков ещё не было`} />}
        />
        <ListFooter
          label={t`История синхронизации`}
          total={history.data?.meta.total}
          page={paging.page}
          pageSize={paging.limit}
          pageSizes={paging.pageSizes}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
        />
      </div>
    </Dialog>
  )
}
