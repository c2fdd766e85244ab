import { useLingui } from '@lingui/react/macro'
import { type IntegrationSync, integrationSyncSortByValues } from '@platform/sdk'
import { listIntegrationSyncsQuery } from '@platform/sdk/query'
import { EmptyState, Table, type TableColumn } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { errorMessage } from '../../../i18n/errors'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import {
  type CsvColumn,
  ExportCsvButton,
  ListFooter,
  useListState,
  useLogFailure,
} from '../../../shared/list'
import * as adminStyles from '../shared/admin.css'
import { syncEntityNames } from '../shared/entity-names'
import { PageHeader } from '../shared/PageHeader'
import { SyncStart, SyncSwitch } from './SyncActions'
import { SyncStatusBadge } from './statuses'

const route = getRouteApi('/platform/setting/integration-synchronization')

/**
 * /setting/integration-synchronization: for each entity, whether its changes go to the other
 * applications, and the start of a full synchronisation.
 */
export function IntegrationSyncPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'entity', direction: 'ascending' },
    sortColumns: integrationSyncSortByValues,
  })
  const syncs = useQuery(listIntegrationSyncsQuery(client, list.query))
  useLogFailure('the synchronisations', syncs.error)
  const nameOf = (sync: IntegrationSync) => i18n._(syncEntityNames[sync.entity])
  const lastOf = (sync: IntegrationSync) =>
    sync.lastSyncAt ? formatDateTime(sync.lastSyncAt, i18n.locale) : ''
  const stateOf = {
    await: t`Не запускалась`,
    process: t`Идёт`,
    success: t`Завершена`,
    error: t`Ошибка`,
  }

  const columns: TableColumn<IntegrationSync>[] = [
    { id: 'entity', title: t`Сущность`, cell: nameOf, allowsSorting: true, minWidth: 200 },
    {
      id: 'enabled',
      title: t`Синхронизация`,
      cell: (sync) => <SyncSwitch sync={sync} name={nameOf(sync)} />,
      allowsSorting: true,
      minWidth: 160,
    },
    {
      id: 'status',
      title: t`Последняя полная`,
      cell: (sync) => <SyncStatusBadge status={sync.status} />,
      allowsSorting: true,
      minWidth: 170,
    },
    {
      id: 'lastSyncAt',
      title: t`Завершена`,
      cell: (sync) => lastOf(sync) || '—',
      allowsSorting: true,
      minWidth: 160,
    },
    {
      id: 'start',
      title: t`Полная синхронизация`,
      cell: (sync) => <SyncStart sync={sync} name={nameOf(sync)} />,
      minWidth: 190,
    },
  ]
  const csv: CsvColumn<IntegrationSync>[] = [
    { header: t`Сущность`, value: nameOf },
    { header: t`Синхронизация`, value: (sync) => (sync.enabled ? t`Включена` : t`Отключена`) },
    { header: t`Последняя полная`, value: (sync) => stateOf[sync.status] },
    { header: t`Завершена`, value: lastOf },
  ]

  return (
    <div className={adminStyles.page}>
      <PageHeader
        title={t`Синхронизация`}
        lead={t`Какие сущности платформа отправляет другим приложениям. Полная синхронизация отправляет все записи сущности заново.`}
      >
        <ExportCsvButton
          fileName="integration-synchronization"
          columns={csv}
          isDisabled={!syncs.data?.meta.total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listIntegrationSyncsQuery(client, { ...list.query, page, limit }),
            )
            return { items: data.synchronizations, total: data.meta.total }
          }}
        />
      </PageHeader>
      <Table
        aria-label={t`Синхронизация сущностей`}
        columns={columns}
        items={syncs.data?.synchronizations ?? []}
        totalCount={syncs.data?.meta.total}
        isLoading={syncs.isFetching}
        errorMessage={syncs.isError ? i18n._(errorMessage(syncs.error)) : undefined}
        onRetry={() => void syncs.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        rowHeight={56}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Сущностей нет`} />}
      />
      <ListFooter
        label={t`Синхронизация`}
        total={syncs.data?.meta.total}
        page={list.page}
        pageSize={list.limit}
        pageSizes={list.pageSizes}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </div>
  )
}
