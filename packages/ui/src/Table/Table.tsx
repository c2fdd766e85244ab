import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import {
  Cell,
  Collection,
  Column,
  type ColumnProps,
  type Key,
  Table as RACTable,
  type TableProps as RACTableProps,
  Row,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
} from 'react-aria-components'
import { ArrowDownGlyph, ArrowUpGlyph, SortGlyph } from '../private/glyphs'
import { Spinner } from '../Spinner/Spinner'
import { SelectionCheckbox } from './SelectionCheckbox'
import {
  cell,
  cellEnd,
  column as columnClass,
  columnEnd,
  columnTitle,
  container,
  header,
  row,
  selectionCell,
  sortGlyph,
  sortGlyphActive,
  table,
  type tableHeights,
  toolbar,
} from './Table.css'
import { TableBodyState } from './TableBodyState'

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
  /**
   * The narrowest the column gets, in px: columns with one keep their content readable on a
   * phone, and the table scrolls sideways instead.
   */
  minWidth?: ColumnProps['minWidth']
  /** @default 'start'; use 'end' for numbers */
  align?: 'start' | 'end'
}

export interface TableProps<T extends { id: Key }>
  extends Omit<RACTableProps, 'children' | 'className' | 'style'> {
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
  className?: string
}

/**
 * A data table on react-aria's grid: arrow keys move between rows and cells, Space selects,
 * columns sort by Enter. Rows are virtualised, so only what is on screen is in the DOM and
 * 10,000 rows scroll smoothly; screen readers still hear the full row count.
 */
export function Table<T extends { id: Key }>({
  columns,
  items,
  isLoading = false,
  errorMessage,
  onRetry,
  retryLabel,
  emptyState,
  totalCount,
  rowHeight = 48,
  height = 'md',
  className,
  selectionMode,
  ...props
}: TableProps<T>) {
  const { t } = useLingui()
  const countId = useId()
  const withCheckboxes = selectionMode === 'multiple'
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id
  const shownItems = errorMessage === undefined ? items : []

  return (
    <div
      className={[container, className].filter(Boolean).join(' ')}
      aria-busy={isLoading || undefined}
    >
      {(totalCount !== undefined || (isLoading && items.length > 0)) && (
        <div className={toolbar}>
          {totalCount !== undefined && (
            <span id={countId} role="status">
              {t({
                message: plural(totalCount, {
                  one: 'Всего: # запись',
                  few: 'Всего: # записи',
                  many: 'Всего: # записей',
                  other: 'Всего: # записи',
                }),
              })}
            </span>
          )}
          {isLoading && items.length > 0 && <Spinner label={t`Обновление данных`} />}
        </div>
      )}
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        <RACTable
          {...props}
          selectionMode={selectionMode}
          aria-describedby={
            [props['aria-describedby'], totalCount !== undefined && countId]
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={table({ height })}
        >
          <TableHeader className={header}>
            {withCheckboxes && (
              <Column width={48} minWidth={48} className={`${columnClass} ${selectionCell}`}>
                <SelectionCheckbox />
              </Column>
            )}
            <Collection items={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.id === rowHeaderId}
                  allowsSorting={column.allowsSorting}
                  width={column.width ?? '1fr'}
                  minWidth={column.minWidth}
                  className={[columnClass, column.align === 'end' && columnEnd]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span className={columnTitle}>
                      {column.title}
                      {allowsSorting && sortDirection === 'ascending' && (
                        <ArrowUpGlyph className={sortGlyphActive} />
                      )}
                      {allowsSorting && sortDirection === 'descending' && (
                        <ArrowDownGlyph className={sortGlyphActive} />
                      )}
                      {allowsSorting && sortDirection === undefined && (
                        <SortGlyph className={sortGlyph} />
                      )}
                    </span>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody
            items={shownItems}
            dependencies={[columns, withCheckboxes]}
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
            {(item) => (
              <Row id={item.id} className={row}>
                {withCheckboxes && (
                  <Cell className={`${cell} ${selectionCell}`}>
                    <SelectionCheckbox />
                  </Cell>
                )}
                <Collection items={columns} dependencies={[item]}>
                  {(column) => (
                    <Cell
                      className={[cell, column.align === 'end' && cellEnd]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {column.cell(item)}
                    </Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        </RACTable>
      </Virtualizer>
    </div>
  )
}
