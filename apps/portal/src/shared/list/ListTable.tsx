import { Table, type TableColumn } from '@platform/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { PagedFooter } from './PagedFooter'
import { useListFailure } from './use-list-failure'
import type { ListState } from './use-list-state'

export interface ListTableProps<Row extends { id: Key }> {
  /** Names the table and its pager. */
  label: string
  columns: readonly TableColumn<Row>[]
  /** The list's state in the address: sort, page and page size. */
  list: ListState
  /** The list's query: loading, failure and retry. */
  query: Pick<UseQueryResult, 'isFetching' | 'error' | 'refetch'>
  /** What is loaded, for the log of a failure. */
  what: string
  rows: readonly Row[] | undefined
  total: number | undefined
  emptyState: ReactNode
}

/**
 * A server-paged list as a table: the rows with their total, sorting and the pager bound to
 * the address, and a failure shown with a retry and logged.
 */
export function ListTable<Row extends { id: Key }>({
  label,
  columns,
  list,
  query,
  what,
  rows,
  total,
  emptyState,
}: ListTableProps<Row>) {
  const failure = useListFailure(what, query)
  return (
    <>
      <Table
        aria-label={label}
        columns={columns}
        items={rows ?? []}
        totalCount={total}
        isLoading={query.isFetching}
        {...failure}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        height="page"
        emptyState={emptyState}
      />
      <PagedFooter list={list} total={total} label={label} />
    </>
  )
}
