import { useLingui } from '@lingui/react/macro'
import { Table, type TableColumn } from '@platform/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { errorMessage } from '../../i18n/errors'
import { ListFooter, type ListState } from '../../shared/list'

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

/** A page of a master user's list with its total, sorting, pager and page size. */
export function PagedTable<Row extends { id: Key }>({
  label,
  columns,
  items,
  query,
  total,
  list,
  emptyState,
}: PagedTableProps<Row>) {
  const { i18n } = useLingui()
  return (
    <>
      <Table<Row>
        aria-label={label}
        columns={columns}
        items={items}
        isLoading={query.isFetching}
        errorMessage={query.error ? i18n._(errorMessage(query.error)) : undefined}
        onRetry={() => void query.refetch()}
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
