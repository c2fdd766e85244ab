import { useNavigate } from '@tanstack/react-router'
import type { SortDescriptor } from 'react-aria-components'
import { type ListPaging, pagingKeys } from './search'
import { usePageSize } from './use-page-size'

interface ListSort<Column extends string = string> {
  column: Column
  direction: 'ascending' | 'descending'
}

export interface ListStateOptions<Column extends string> {
  /** The order a list starts in, and the one a link without `sort` gets. */
  defaultSort?: ListSort<Column>
  /** The columns the server sorts by; a `sort` in the address naming another is ignored. */
  sortColumns?: readonly Column[]
  /**
   * A second list of the same page keeps its paging under its own names: `sessions` reads
   * and writes `sessionsPage`, `sessionsSort` and `sessionsOrder`.
   */
  prefix?: string
}

/**
 * The page, the sort and the list query an address stands for: the page from 1, the sort of
 * the address when the server sorts by that column, else the list's default.
 */
export function listQueryOf<Column extends string>(
  search: ListPaging,
  limit: number,
  { defaultSort, sortColumns }: ListStateOptions<Column> = {},
) {
  const page = search.page ?? 1
  const fromAddress =
    search.sort && sortColumns?.includes(search.sort as Column)
      ? ({
          column: search.sort as Column,
          direction: search.order === 'asc' ? 'ascending' : 'descending',
        } satisfies ListSort<Column>)
      : undefined
  const sort = fromAddress ?? defaultSort
  const query: { page: number; limit: number; sortBy?: Column; sort?: 'asc' | 'desc' } = {
    page,
    limit,
    ...(sort ? { sortBy: sort.column, sort: sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
  }
  return { page, sort, query }
}

type SearchUpdate = (previous: Record<string, unknown>) => Record<string, unknown>

/**
 * The state of a list that lives in the address (page, sort, filters) and the person's page
 * size, with the query parameters to send and the handlers for the kit's Table and pager.
 * Changing a filter or the sort starts again from the first page and adds a history entry,
 * so Back returns to the previous filter.
 */
export function useListState<Column extends string>(
  search: ListPaging,
  { defaultSort, sortColumns, prefix }: ListStateOptions<Column> = {},
) {
  const navigate = useNavigate()
  const { pageSize, pageSizes, setPageSize } = usePageSize()
  const keys = pagingKeys(prefix ?? '')
  const named = search as Record<string, unknown>
  const paging = {
    page: named[keys.page],
    sort: named[keys.sort],
    order: named[keys.order],
  } as ListPaging
  const { page, sort, query } = listQueryOf(paging, pageSize, { defaultSort, sortColumns })

  const update = (change: SearchUpdate, replace = false) =>
    navigate({ to: '.', search: change as never, replace })

  return {
    page,
    limit: pageSize,
    pageSizes,
    sort,
    sortDescriptor: sort as SortDescriptor | undefined,
    /** `page`, `limit` and, when sorted, `sortBy` and `sort` for the SDK's list queries. */
    query,
    setPage: (next: number) =>
      update((previous) => ({ ...previous, [keys.page]: next > 1 ? next : undefined })),
    setPageSize: (next: number) => {
      setPageSize(next)
      update((previous) => ({ ...previous, [keys.page]: undefined }), true)
    },
    onSortChange: (next: SortDescriptor) =>
      update((previous) => ({
        ...previous,
        [keys.page]: undefined,
        [keys.sort]: String(next.column),
        [keys.order]: next.direction === 'ascending' ? 'asc' : 'desc',
      })),
    /** Sets or clears filters (`undefined` or '' clears one) and returns to the first page. */
    setFilters: (patch: Record<string, unknown>, options: { replace?: boolean } = {}) =>
      update((previous) => {
        const next: Record<string, unknown> = { ...previous, [keys.page]: undefined }
        for (const [name, value] of Object.entries(patch)) {
          next[name] = value === '' || value === null ? undefined : value
        }
        return next
      }, options.replace),
  }
}

export type ListState = ReturnType<typeof useListState>
