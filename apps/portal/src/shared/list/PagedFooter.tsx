import { ListFooter } from './ListFooter'
import type { ListState } from './use-list-state'

/** The pager and page-size choice of a list, bound to its address state. */
export function PagedFooter({
  list,
  total,
  label,
}: {
  list: ListState
  total: number | undefined
  label: string
}) {
  return (
    <ListFooter
      total={total}
      page={list.page}
      pageSize={list.limit}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      label={label}
    />
  )
}
