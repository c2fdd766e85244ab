import { useLingui } from '@lingui/react/macro'
import {
  type RefObject,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { type Key, Table as RACTable, TableBody } from 'react-aria-components'
import { LoadMoreSentinel } from './LoadMoreSentinel'
import { rowSizing } from './progressive-rows'
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
 * The height of a grid with `rows` rows under its header, with what its box has besides them
 * (`--table-frame`: its borders, and a scrollbar below columns wider than the box).
 */
const rowsBoxHeight = (rows: number, rowHeight: number) =>
  `calc(${(rows + 1) * rowHeight}px + var(--table-frame, 2px))`

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
  // The rows are drawn a step after the grid learns what is coming, in a render React pauses
  // every few milliseconds. react-aria's virtualiser draws the rows its box shows, and its box
  // is measured after a commit: rows drawn with a box that then grows (a table as tall as its
  // rows, or a grid's first commit, measured from nothing) are drawn again at once,
  // synchronously, in the commit's task: 50–80 ms for a list page's first rows here. So the
  // box first takes the rows' height, and the rows come in the next, deferred, render.
  const givenItems = failed ? none : items
  const shownItems = useDeferredValue(givenItems, none)
  const rowsComing = shownItems.length === 0 && givenItems.length > 0
  const cells = columns.length + (withCheckboxes ? 1 : 0)
  // The first rows built (`useProgressiveRows`): at least one chunk, and all of them when they
  // fit on the screen. Below the screen, a box a little off does not move anything in view.
  // Rows that expand are measured: their height is not known before they are drawn.
  const firstRows =
    height === 'page' && !renderDetail ? Math.min(givenItems.length, rowSizing(cells).chunkRows) : 0
  useLayoutEffect(() => {
    const grid = gridRef.current
    if (rowsComing && firstRows > 0 && grid) {
      grid.style.setProperty('--table-frame', `${grid.offsetHeight - grid.clientHeight}px`)
    }
  }, [rowsComing, firstRows])
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
        style={firstRows > 0 ? { minHeight: rowsBoxHeight(firstRows, rowHeight) } : undefined}
      >
        <TableColumns columns={columns} rowHeaderId={rowHeaderId} withCheckboxes={withCheckboxes} />
        <TableBody
          renderEmptyState={() =>
            rowsComing ? null : (
              <TableBodyState
                errorMessage={errorMessage}
                onRetry={onRetry}
                retryLabel={retryLabel}
                isLoading={isLoading}
                emptyState={emptyState}
              />
            )
          }
        >
          <ProgressiveRows
            items={shownItems}
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
