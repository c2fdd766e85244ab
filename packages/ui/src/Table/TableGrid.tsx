import { useLingui } from '@lingui/react/macro'
import { type RefObject, useCallback, useRef, useState } from 'react'
import { type Key, Table as RACTable, TableBody } from 'react-aria-components'
import { LoadMoreSentinel } from './LoadMoreSentinel'
import type { TableProps } from './Table'
import { table } from './Table.css'
import { TableBodyState } from './TableBodyState'
import { TableColumns } from './TableColumns'
import { ProgressiveRows } from './TableRows'

interface TableGridProps<T extends { id: Key }>
  extends Omit<TableProps<T>, 'className' | 'totalCount'> {
  rowHeight: number
  isLoading: boolean
  /** The id of the total the grid is described by, when there is one. */
  countId: string | undefined
  finishRef: RefObject<(() => boolean) | null>
}

const none: readonly never[] = []

/**
 * The grid itself, below the virtualiser: its state (expanded rows, whether every row is
 * built) changes here, so a change renders neither the virtualiser nor, through its context,
 * every row already built.
 */
export function TableGrid<T extends { id: Key }>({
  columns,
  items,
  isLoading,
  errorMessage,
  onRetry,
  retryLabel,
  emptyState,
  rowHeight,
  height = 'md',
  renderDetail,
  onLoadMore,
  isLoadingMore = false,
  selectionMode,
  countId,
  finishRef,
  ...props
}: TableGridProps<T>) {
  const { t } = useLingui()
  const gridRef = useRef<HTMLDivElement>(null)
  const [complete, setComplete] = useState(false)
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set())
  const toggle = useCallback(
    (key: Key) =>
      setExpanded((keys) => {
        const next = new Set(keys)
        if (!next.delete(key)) next.add(key)
        return next
      }),
    [],
  )
  const loadingMoreLabel = t`Загрузка следующих строк`
  const withCheckboxes = selectionMode === 'multiple'
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id
  const failed = errorMessage !== undefined
  return (
    <>
      <RACTable
        {...props}
        ref={gridRef}
        selectionMode={selectionMode}
        treeColumn={renderDetail ? columns[0]?.id : undefined}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        aria-describedby={
          [props['aria-describedby'], countId].filter(Boolean).join(' ') || undefined
        }
        className={table({ height, empty: failed || items.length === 0 })}
      >
        <TableColumns columns={columns} rowHeaderId={rowHeaderId} withCheckboxes={withCheckboxes} />
        <TableBody
          renderEmptyState={() => (
            <TableBodyState
              errorMessage={errorMessage}
              onRetry={onRetry}
              retryLabel={retryLabel}
              isLoading={isLoading}
              emptyState={emptyState}
            />
          )}
        >
          <ProgressiveRows
            items={failed ? none : items}
            columns={columns}
            withCheckboxes={withCheckboxes}
            renderDetail={renderDetail}
            onToggle={toggle}
            rowHeight={rowHeight}
            scrollRef={gridRef}
            onLoadMore={!failed && height !== 'page' ? onLoadMore : undefined}
            isLoadingMore={isLoadingMore}
            loadingMoreLabel={loadingMoreLabel}
            finishRef={finishRef}
            onComplete={setComplete}
          />
        </TableBody>
      </RACTable>
      {onLoadMore && !failed && height === 'page' && complete && (
        <LoadMoreSentinel
          onLoadMore={onLoadMore}
          isLoadingMore={isLoadingMore}
          label={loadingMoreLabel}
          rowCount={items.length}
        />
      )}
    </>
  )
}
