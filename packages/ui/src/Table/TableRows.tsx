import { memo, type ReactNode, type RefObject, useEffect, useMemo } from 'react'
import { Cell, type Key, Row, TableLoadMoreItem } from 'react-aria-components'
import { Spinner } from '../Spinner/Spinner'
import { ExpandButton } from './ExpandButton'
import { rowSizing } from './progressive-rows'
import { SelectionCheckbox } from './SelectionCheckbox'
import type { TableColumn } from './Table'
import {
  cell,
  cellEnd,
  detailCell,
  detailRow,
  loadMore,
  row,
  selectionCell,
  treeCell,
} from './Table.css'
import { useProgressiveRows } from './useProgressiveRows'

/** The key of the row that shows an expandable row's detail. */
const detailKeyOf = (key: Key): Key => `detail:${String(key)}`

interface RowOptions<T> {
  columns: readonly TableColumn<T>[]
  withCheckboxes: boolean
  /** Makes rows expandable: what an expanded row shows below it, across the whole width. */
  renderDetail?: (item: T) => ReactNode
  /** Expands or collapses a row (its action: a click or Enter). */
  onToggle: (key: Key) => void
  /** Row height, the least height of a row whose detail makes rows measured. */
  rowHeight: number
}

function TableRow<T extends { id: Key }>({
  item,
  columns,
  withCheckboxes,
  renderDetail,
  onToggle,
  rowHeight,
}: RowOptions<T> & { item: T }) {
  // Expandable rows have measured heights; a plain row keeps the table's row height.
  const style = renderDetail ? { minHeight: rowHeight } : undefined
  return (
    <Row id={item.id} className={row} onAction={renderDetail ? () => onToggle(item.id) : undefined}>
      {withCheckboxes && (
        <Cell className={`${cell} ${selectionCell}`} style={style}>
          <SelectionCheckbox />
        </Cell>
      )}
      {columns.map((column, index) => (
        <Cell
          key={column.id}
          className={column.align === 'end' ? `${cell} ${cellEnd}` : cell}
          style={style}
        >
          {renderDetail && index === 0 ? (
            <span className={treeCell}>
              <ExpandButton />
              {column.cell(item)}
            </span>
          ) : (
            column.cell(item)
          )}
        </Cell>
      ))}
      {renderDetail && (
        <Row id={detailKeyOf(item.id)} className={detailRow}>
          <Cell colSpan={columns.length + (withCheckboxes ? 1 : 0)} className={detailCell}>
            {renderDetail(item)}
          </Cell>
        </Row>
      )}
    </Row>
  )
}

/**
 * One chunk of rows. Memoised, so a chunk whose rows and options are unchanged is not built
 * again when the table renders; cells are plain children of their row, with no collection of
 * their own per row.
 */
function RowsChunk<T extends { id: Key }>({
  rows,
  ...options
}: RowOptions<T> & { rows: readonly T[] }): ReactNode {
  return rows.map((item) => <TableRow key={item.id} item={item} {...options} />)
}

// Pure: a page that never renders a table must not keep its rows (and react-aria's grid).
const Chunk = /* @__PURE__ */ memo(RowsChunk) as typeof RowsChunk

export interface ProgressiveRowsProps<T> extends RowOptions<T> {
  items: readonly T[]
  /** The table's scrolling element, to know which rows are on screen. */
  scrollRef: RefObject<HTMLElement | null>
  /** Asks the host for more rows when the person nears the end of the built ones. */
  onLoadMore?: () => void
  isLoadingMore: boolean
  loadingMoreLabel: string
  /** Receives the function that builds every row at once (see `useProgressiveRows`). */
  finishRef: RefObject<(() => boolean) | null>
  /** Told whether every row given is built, each time that changes. */
  onComplete: (complete: boolean) => void
}

/**
 * The rows of the table body, built chunk after chunk (see `useProgressiveRows`). The state
 * lives here, inside the collection, so that adding a chunk renders neither the table nor its
 * virtualiser, whose context would otherwise reach every row already built. More rows are
 * asked for only once every row given is built.
 */
export function ProgressiveRows<T extends { id: Key }>({
  items,
  scrollRef,
  onLoadMore,
  isLoadingMore,
  loadingMoreLabel,
  finishRef,
  onComplete,
  ...options
}: ProgressiveRowsProps<T>) {
  const cells = options.columns.length + (options.withCheckboxes ? 1 : 0)
  const sizing = useMemo(
    () => rowSizing(options.renderDetail ? cells + 2 : cells),
    [cells, options.renderDetail],
  )
  const { chunks, complete, finish } = useProgressiveRows(
    items,
    scrollRef,
    options.rowHeight,
    sizing,
  )
  useEffect(() => {
    finishRef.current = finish
  })
  useEffect(() => onComplete(complete), [complete, onComplete])
  return (
    <>
      {chunks.map((rows, index) => (
        // A chunk's place is its identity: chunk 3 always starts at the same row.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Chunk key={index} rows={rows} {...options} />
      ))}
      {complete && onLoadMore && (
        <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoadingMore} className={loadMore}>
          <Spinner label={loadingMoreLabel} />
        </TableLoadMoreItem>
      )}
    </>
  )
}
