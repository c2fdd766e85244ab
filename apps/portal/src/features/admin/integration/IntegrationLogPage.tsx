import { useLingui } from '@lingui/react/macro'
import { type IntegrationRecord, integrationRecordSortByValues } from '@platform/sdk'
import { listIntegrationRecordsQuery } from '@platform/sdk/query'
import { EmptyState, Table } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { ExportCsvButton, ListFooter, useListState, useLogFailure } from '../../../shared/list'
import * as adminStyles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { LogFilters, type LogFilterValues, logRangeErrors } from './LogFilters'
import { PayloadsDetail } from './PayloadsDetail'
import { useLogColumns } from './useLogColumns'

const route = getRouteApi('/platform/setting/integration-monitoring')

const renderDetail = (record: IntegrationRecord) => <PayloadsDetail record={record} />

/** The picked days as the contract's moments: the start of the first, the end of the last (UTC). */
const startOf = (day: string | undefined) => (day ? `${day}T00:00:00.000Z` : undefined)
const endOf = (day: string | undefined) => (day ? `${day}T23:59:59.999Z` : undefined)

/**
 * /setting/integration-monitoring: what the platform exchanged with the other applications,
 * the latest change first; each exchange's request and response can be downloaded whole.
 */
export function IntegrationLogPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'updatedAt', direction: 'descending' },
    sortColumns: integrationRecordSortByValues,
  })
  const filters: LogFilterValues = {
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
    updatedFrom: search.updatedFrom,
    updatedTo: search.updatedTo,
    key: search.key,
    status: search.status,
  }
  const errors = logRangeErrors(filters)
  const query = {
    ...list.query,
    createdFrom: startOf(filters.createdFrom),
    createdTo: endOf(filters.createdTo),
    updatedFrom: startOf(filters.updatedFrom),
    updatedTo: endOf(filters.updatedTo),
    key: filters.key,
    status: filters.status,
  }
  const records = useQuery({
    ...listIntegrationRecordsQuery(client, query),
    enabled: !errors.created && !errors.updated,
  })
  useLogFailure('the integration log', records.error)
  const columns = useLogColumns()
  const total = records.data?.meta.total

  return (
    <div className={adminStyles.page}>
      <PageHeader
        title={t`Журнал интеграции`}
        lead={t`Обмен платформы с другими приложениями: что отправлено, что получено в ответ.`}
      >
        <ExportCsvButton
          fileName="integration-log"
          columns={columns.csv}
          isDisabled={!total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listIntegrationRecordsQuery(client, { ...query, page, limit }),
            )
            return { items: data.monitoring, total: data.meta.total }
          }}
        />
      </PageHeader>
      <LogFilters filters={filters} onChange={list.setFilters} />
      <Table
        aria-label={t`Журнал интеграции`}
        columns={columns.table}
        items={records.data?.monitoring ?? []}
        totalCount={total}
        isLoading={records.isFetching}
        errorMessage={records.isError ? i18n._(errorMessage(records.error)) : undefined}
        onRetry={() => void records.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        renderDetail={renderDetail}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Обменов не найдено`} />}
      />
      <ListFooter
        label={t`Журнал интеграции`}
        total={total}
        page={list.page}
        pageSize={list.limit}
        pageSizes={list.pageSizes}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </div>
  )
}
