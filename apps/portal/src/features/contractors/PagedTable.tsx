import { Table, type TableColumn } from '@platform/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { ListFooter, type ListState, useListFailure } from '../../shared/list'

export interface PagedTableProps<Row extends { id: Key }> {
  /** Names the table and its pager. */
  label: string
  columns: readonly TableColumn<Row>[]
  items: readonly Row[]
  query: Pick<UseQueryResult, 'isFetching' | 'error' | 'refetch'>
  /** Every row across the pages; undefined while unknown. */
  total: number | undefined
  list: ListState
  emptyState: ReactNode
}

/**
 * A server-paged list as a table: its total, sorting, pager and page size bound to the
 * address, and a failure shown with a retry and logged.
 */
export function PagedTable<Row extends { id: Key }>({
  label,
  columns,
  items,
  query,
  total,
  list,
  emptyState,
}: PagedTableProps<Row>) {
  const failure = useListFailure(label, query)
  return (
    <>
      <Table<Row>
        aria-label={label}
        columns={columns}
        items={items}
        isLoading={query.isFetching}
        {...failure}
        totalCount={total}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        height="page"
        emptyState={emptyState}
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
