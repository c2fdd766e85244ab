import { Collection, Column, TableHeader } from 'react-aria-components'
import { ArrowDownGlyph, ArrowUpGlyph, SortGlyph } from '../private/glyphs'
import { SelectionCheckbox } from './SelectionCheckbox'
import type { TableColumn } from './Table'
import {
  column as columnClass,
  columnEnd,
  columnTitle,
  header,
  selectionCell,
  sortGlyph,
  sortGlyphActive,
} from './Table.css'

interface TableColumnsProps<T> {
  columns: readonly TableColumn<T>[]
  rowHeaderId: TableColumn<T>['id'] | undefined
  withCheckboxes: boolean
}

/** The header row: a select-all column with checkboxes, then the columns with their sorting. */
export function TableColumns<T>({ columns, rowHeaderId, withCheckboxes }: TableColumnsProps<T>) {
  return (
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
            className={column.align === 'end' ? `${columnClass} ${columnEnd}` : columnClass}
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
  )
}
