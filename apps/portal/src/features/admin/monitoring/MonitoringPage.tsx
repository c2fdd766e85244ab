import { useLingui } from '@lingui/react/macro'
import { type MonitoringRow, monitoringSortByValues } from '@platform/sdk'
import {
  downloadMonitoringXlsxQuery,
  listMonitoringQuery,
  monitoringKeys,
  monitoringStatusKeys,
  refreshMonitoringQuery,
} from '@platform/sdk/query'
import { Button, EmptyState, Table } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { ExportCsvButton, ListFooter, useListState, useLogFailure } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { useKeyed } from '../shared/keyed'
import { useNotify } from '../shared/notify'
import { PageHeader } from '../shared/PageHeader'
import { useFileDownload } from '../shared/useFileDownload'
import { MonitoringDetail } from './MonitoringDetail'
import { MonitoringFilters } from './MonitoringFilters'
import { MonitoringOverview } from './MonitoringOverview'
import { useMonitoringColumns } from './useMonitoringColumns'

const route = getRouteApi('/platform/setting/monitoring')

const renderDetail = (row: MonitoringRow) => <MonitoringDetail row={row} />

/**
 * /setting/monitoring: the platform's checks, those that are down first. An overview of every
 * check, the filtered table (a row expands to its full texts), a refresh that runs the checks
 * again, and exports to monitoring.xlsx and CSV.
 */
export function MonitoringPage() {
  const { t } = useLingui()
  const { client, queryClient } = usePlatform()
  const notify = useNotify()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'status', direction: 'descending' },
    sortColumns: monitoringSortByValues,
  })
  const filters = { applications: search.applications, status: search.status, key: search.key }
  const query = { ...list.query, ...filters }
  const checks = useQuery(listMonitoringQuery(client, query))
  const rows = useKeyed(checks.data?.monitoring, (row) => row.key)
  const columns = useMonitoringColumns()
  const { download, pending } = useFileDownload()
  const [refreshing, setRefreshing] = useState(false)

  // A failed list is logged and read as empty; the table says so and offers a retry.
  useLogFailure('the monitoring', checks.error)

  const refresh = async () => {
    if (refreshing) return
    setRefreshing(true)
    try {
      const table = await queryClient.fetchQuery(refreshMonitoringQuery(client, query))
      queryClient.setQueryData(monitoringKeys.list(query), table)
      // The overview's checks and the header's status lights read the same checks.
      void queryClient.invalidateQueries({ queryKey: monitoringKeys.all })
      void queryClient.invalidateQueries({ queryKey: monitoringStatusKeys.all })
      notify.success('monitoringRefreshed')
    } catch (error) {
      notify.failure('monitoringRefreshError', error)
    } finally {
      setRefreshing(false)
    }
  }
  const { page: _page, limit: _limit, ...order } = query

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Мониторинг`}
        lead={t`Проверки приложений платформы: очереди, задания, соединения. Неработающие — первыми.`}
      >
        <Button variant="secondary" onPress={refresh} isPending={refreshing}>
          {t`Обновить`}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            download('xlsx', downloadMonitoringXlsxQuery(client, order), () => 'monitoring.xlsx')
          }
          isPending={pending === 'xlsx'}
        >
          {t`Экспорт в Excel`}
        </Button>
        <ExportCsvButton
          fileName="monitoring"
          columns={columns.csv}
          isDisabled={!checks.data?.meta.total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listMonitoringQuery(client, { ...query, page, limit }),
            )
            return { items: data.monitoring, total: data.meta.total }
          }}
        />
      </PageHeader>
      <MonitoringOverview />
      <MonitoringFilters filters={filters} onChange={list.setFilters} />
      <Table
        aria-label={t`Проверки мониторинга`}
        columns={columns.table}
        items={rows}
        totalCount={checks.data?.meta.total}
        isLoading={checks.isFetching}
        errorMessage={checks.isError ? t`Не удалось загрузить проверки: список пуст.` : undefined}
        onRetry={() => void checks.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        renderDetail={renderDetail}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Проверок не найдено`} />}
      />
      <ListFooter
        label={t`Мониторинг`}
        total={checks.data?.meta.total}
        page={list.page}
        pageSize={list.limit}
        pageSizes={list.pageSizes}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </div>
  )
}
