import { type ReactNode, useId, useMemo, useRef } from 'react'
import {
  type ColumnProps,
  type Key,
  type TableProps as RACTableProps,
  Virtualizer,
} from 'react-aria-components'
import { JumpingTableLayout } from './jumping-layout'
import { container, table, type tableHeights } from './Table.css'
import { TableGrid } from './TableGrid'
import { TableToolbar } from './TableToolbar'
import { useShownAfterPaint } from './useShownAfterPaint'

export interface TableColumn<T> {
  id: Key
  /** The visible column header. */
  title: string
  /** The content of this column's cell in a row. */
  cell: (item: T) => ReactNode
  /** Lets the person sort by this column (see `sortDescriptor`). @default false */
  allowsSorting?: boolean
  /** The column whose cell names the row for screen readers. @default the first column */
  isRowHeader?: boolean
  /** Width in px or a share of the rest, such as `'2fr'`. @default '1fr' */
  width?: ColumnProps['width']
  /** The least width in px; a narrow screen then scrolls the table sideways. */
  minWidth?: ColumnProps['minWidth']
  /** @default 'start'; use 'end' for numbers */
  align?: 'start' | 'end'
}

export interface TableProps<T extends { id: Key }>
  extends Omit<
    RACTableProps,
    'children' | 'className' | 'style' | 'treeColumn' | 'expandedKeys' | 'onExpandedChange'
  > {
  columns: readonly TableColumn<T>[]
  /** The rows (already sorted and paged by the host: the kit never fetches). */
  items: readonly T[]
  /** Rows are loading: a spinner instead of rows when there are none yet. @default false */
  isLoading?: boolean
  /** Loading failed: shown instead of the rows, announced, with a retry button. */
  errorMessage?: string
  /** Offers a retry button in the error state. */
  onRetry?: () => void
  /** @default 'Повторить' */
  retryLabel?: string
  /** What to show when there are no rows. @default 'Нет данных' */
  emptyState?: ReactNode
  /** The number of rows across all pages, shown as «Всего: N». */
  totalCount?: number
  /** Height of each row in px; rows have one line of text. @default 48 */
  rowHeight?: number
  /**
   * `page` grows with its rows and lets the page scroll; the others scroll inside a box of
   * a fixed height. @default 'md'
   */
  height?: (typeof tableHeights)[number]
  /**
   * Makes rows expandable (a tree grid): a chevron in the first column, a click or Enter on
   * the row, or the arrow keys open what this returns below the row, across the whole width
   * and as tall as it needs. For tables without selection.
   */
  renderDetail?: (item: T) => ReactNode
  /**
   * More rows follow: called when the person scrolls near the last row, for the host to
   * append the next page to `items`. Leave it out once every row is loaded.
   */
  onLoadMore?: () => void
  /** The next rows are being loaded: a spinner after the last row. @default false */
  isLoadingMore?: boolean
  className?: string
}

/**
 * A data table on react-aria's grid: arrow keys move between rows and cells, Space selects,
 * columns sort by Enter. Rows are virtualised, so only what is on screen is in the DOM, and
 * built progressively (decision 0076), so 10,000 rows show their first screen at once and
 * scroll smoothly; screen readers hear how many rows the grid has.
 */
export function Table<T extends { id: Key }>({
  items,
  isLoading = false,
  totalCount,
  rowHeight = 48,
  height = 'md',
  renderDetail,
  className,
  ...props
}: TableProps<T>) {
  const countId = useId()
  const finishRef = useRef<(() => boolean) | null>(null)
  // A new options object would be a new context value for every row already built: so they
  // are memoised, and the table's own state lives below the virtualiser (`TableGrid`). Rows
  // that expand are measured; the others keep the fixed height, which needs no measuring.
  const expandable = renderDetail !== undefined
  const layoutOptions = useMemo(
    () =>
      expandable
        ? { estimatedRowHeight: rowHeight, headingHeight: rowHeight }
        : { rowHeight, headingHeight: rowHeight },
    [expandable, rowHeight],
  )
  // A table that mounts without rows (its first load) draws its grid a frame after the page.
  // The grid's mount measures the page and renders again at once, synchronously (react-aria's
  // virtualiser): with the page's own commit that was one task of 110–150 ms here, blocking
  // taps right after the first paint. Apart, the page paints first and the grid follows in a
  // task of its own, in an empty box of the grid's own size, so nothing moves. A table that has
  // its rows (or its error) at mount draws them at once.
  const gridShown = useShownAfterPaint(items.length > 0 || props.errorMessage !== undefined)
  return (
    <div
      className={[container, className].filter(Boolean).join(' ')}
      aria-busy={isLoading || undefined}
      onKeyDownCapture={(event) => {
        // End jumps past the rows built so far: build them all, then let the key go on.
        if (event.key !== 'End' || !finishRef.current?.()) return
        event.preventDefault()
        event.stopPropagation()
        event.target.dispatchEvent(new KeyboardEvent('keydown', event.nativeEvent))
      }}
    >
      <TableToolbar
        countId={countId}
        totalCount={totalCount}
        isRefreshing={isLoading && items.length > 0}
      />
      {gridShown ? (
        <Virtualizer layout={JumpingTableLayout} layoutOptions={layoutOptions}>
          <TableGrid
            {...props}
            height={height}
            items={items}
            isLoading={isLoading}
            rowHeight={rowHeight}
            renderDetail={renderDetail}
            countId={totalCount === undefined ? undefined : countId}
            finishRef={finishRef}
          />
        </Virtualizer>
      ) : (
        <div className={table({ height, empty: true })} />
      )}
    </div>
  )
}
