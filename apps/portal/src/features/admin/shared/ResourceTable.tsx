import { useLingui } from '@lingui/react/macro'
import { EmptyState, Table, type TableColumn } from '@platform/ui'
import type { Key } from 'react-aria-components'
import { errorMessage } from '../../../i18n/errors'
import { ListFooter, type ListState } from '../../../shared/list'

interface ResourceTableProps<T extends { id: Key }> {
  /** Names the table and its pager. */
  label: string
  columns: readonly TableColumn<T>[]
  /** The loaded page; undefined while nothing is there yet. */
  items: readonly T[] | undefined
  total: number | undefined
  query: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  list: Pick<
    ListState,
    'page' | 'limit' | 'pageSizes' | 'setPage' | 'setPageSize' | 'sortDescriptor' | 'onSortChange'
  >
  /** The empty state's title: with filters, «nothing found»; without, «none yet». */
  emptyTitle: string
  emptyDescription?: string
}

/**
 * The table of an administration list and its pager: the total, loading, a failure with a
 * retry, the empty state, the sort and the pages of the address.
 */
export function ResourceTable<T extends { id: Key }>({
  label,
  columns,
  items,
  total,
  query,
  list,
  emptyTitle,
  emptyDescription,
}: ResourceTableProps<T>) {
  const { i18n } = useLingui()
  return (
    <>
      <Table
        aria-label={label}
        columns={columns}
        items={items ?? []}
        totalCount={total}
        isLoading={query.isFetching}
        errorMessage={query.isError ? i18n._(errorMessage(query.error)) : undefined}
        onRetry={() => void query.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        height="page"
        emptyState={
          <EmptyState headingLevel={2} title={emptyTitle} description={emptyDescription} />
        }
      />
      <ListFooter
        label={label}
        total={total}
        page={list.page}
        pageSize={list.limit}
        pageSizes={list.pageSizes}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  )
}
