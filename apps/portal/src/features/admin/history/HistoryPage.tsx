import { useLingui } from '@lingui/react/macro'
import { type ChangeHistoryRow, changeHistorySortByValues } from '@platform/sdk'
import { listHistoryQuery } from '@platform/sdk/query'
import { EmptyState, Table } from '@platform/ui'
import { getRouteApi } from '@tanstack/react-router'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { ExportCsvButton, LoadMoreFooter, useListState, useLogFailure } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { ChangesDetail } from './ChangesDetail'
import { HistoryFilters, historyFilters } from './HistoryFilters'
import { useHistoryColumns } from './useHistoryColumns'
import { useHistoryPages } from './useHistoryPages'

const route = getRouteApi('/platform/setting/history')

const renderChanges = (row: ChangeHistoryRow) => <ChangesDetail row={row} />

/**
 * /setting/history: who changed what in the platform, newest first. The filtered history reads
 * as one list: the next page comes as the person scrolls to its end (or presses «Показать
 * ещё»), each row expands to its changed parameters, and the CSV file holds all of it.
 */
export function HistoryPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'date', direction: 'descending' },
    sortColumns: changeHistorySortByValues,
  })
  const filters = historyFilters(search)
  const { page: _first, ...paging } = list.query
  const query = { ...paging, ...filters }
  const { pages, rows, total } = useHistoryPages(query)
  const columns = useHistoryColumns()
  useLogFailure('the history of changes', pages.error)
  const filtered = Object.values(filters).some((value) => value !== undefined)
  const loadMore = () => void pages.fetchNextPage({ cancelRefetch: false })

  return (
    <div className={styles.page}>
      <PageHeader
        title={t`История изменений`}
        lead={t`Кто, когда и откуда менял настройки и данные платформы. Строка раскрывается: было и стало по каждому параметру.`}
      >
        <ExportCsvButton
          fileName="history"
          columns={columns.csv}
          isDisabled={!total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listHistoryQuery(client, { ...query, page, limit }),
            )
            return { items: data.history, total: data.meta.total }
          }}
        />
      </PageHeader>
      <HistoryFilters filters={filters} onApply={(next) => list.setFilters(next)} />
      <Table
        aria-label={t`История изменений`}
        columns={columns.table}
        items={rows ?? []}
        totalCount={total}
        isLoading={pages.isFetching && !pages.isFetchingNextPage}
        errorMessage={pages.isError ? i18n._(errorMessage(pages.error)) : undefined}
        onRetry={() => void pages.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        renderDetail={renderChanges}
        onLoadMore={pages.hasNextPage ? loadMore : undefined}
        isLoadingMore={pages.isFetchingNextPage}
        height="page"
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? t`Ничего не найдено` : t`Изменений пока нет`}
            description={filtered ? t`Измените фильтры или сбросьте их.` : undefined}
          />
        }
      />
      <LoadMoreFooter
        loaded={rows?.length ?? 0}
        total={total}
        hasMore={Boolean(pages.hasNextPage)}
        isLoadingMore={pages.isFetchingNextPage}
        onLoadMore={loadMore}
        pageSize={list.limit}
        onPageSizeChange={list.setPageSize}
      />
    </div>
  )
}
