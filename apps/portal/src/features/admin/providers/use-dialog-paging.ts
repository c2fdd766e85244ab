import { useState } from 'react'
import { usePageSize } from '../../../shared/list'

/**
 * Paging of a list inside a dialog: the person's page size, and a page of its own (the
 * address belongs to the page under the dialog).
 */
export function useDialogPaging() {
  const { pageSize, pageSizes, setPageSize } = usePageSize()
  const [page, setPage] = useState(1)
  return {
    page,
    limit: pageSize,
    pageSizes,
    setPage,
    setPageSize: (next: number) => {
      setPageSize(next)
      setPage(1)
    },
  }
}

export type DialogPaging = ReturnType<typeof useDialogPaging>
