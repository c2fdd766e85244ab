import { useLingui } from '@lingui/react/macro'
import { Pagination, Table, type TableColumn } from '@platform/ui'
import type { ReactNode } from 'react'
import { errorMessage } from '../../i18n/errors'
import * as styles from './AccessRequestsPage.css'
import type { RequestRow } from './columns'
import { pageCount } from './model'
import type { useTableState } from './useTableState'

export interface RequestsTableProps {
  label: string
  columns: readonly TableColumn<RequestRow>[]
  rows: readonly RequestRow[]
  total: number | undefined
  state: ReturnType<typeof useTableState>
  isLoading: boolean
  error: unknown
  onRetry: () => void
  /** Shown instead of the table when there is no request at all. */
  empty: ReactNode
}

/** A page of requests with its total, sorting and paging; the empty state when there are none. */
export function RequestsTable({
  label,
  columns,
  rows,
  total,
  state,
  isLoading,
  error,
  onRetry,
  empty,
}: RequestsTableProps) {
  const { t, i18n } = useLingui()
  if (!isLoading && !error && total === 0) return <>{empty}</>
  const pages = pageCount(total ?? 0, state.limit)
  return (
    <div className={styles.tableArea}>
      <Table
        aria-label={label}
        columns={columns}
        items={rows}
        isLoading={isLoading}
        errorMessage={error ? i18n._(errorMessage(error)) : undefined}
        onRetry={onRetry}
        totalCount={total}
        sortDescriptor={state.sortDescriptor}
        onSortChange={state.onSortChange}
        height="page"
      />
      {pages > 1 && (
        <Pagination
          page={state.page}
          pageCount={pages}
          onPageChange={state.setPage}
          aria-label={t`Страницы: ${label}`}
        />
      )}
    </div>
  )
}
