import { useState } from 'react'
import type { SortDescriptor } from 'react-aria-components'
import { useStartup } from '../../platform/hooks'
import { defaultSort, pageSize, type TableSort } from './model'

/** Page and sort of a requests table; a new sort starts again from the first page. */
export function useTableState() {
  const { userSettings } = useStartup()
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<TableSort>(defaultSort)
  return {
    page,
    setPage,
    limit: pageSize(userSettings?.pagination),
    sort,
    sortDescriptor: sort as SortDescriptor,
    onSortChange: (next: SortDescriptor) => {
      setSort({ column: String(next.column), direction: next.direction })
      setPage(1)
    },
  }
}
