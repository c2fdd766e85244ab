import type { ChangeHistoryList, OperationQuery } from '@platform/sdk'
import { listHistoryQuery } from '@platform/sdk/query'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePlatform } from '../../../platform/hooks'

export type HistoryQuery = OperationQuery<'/platform/setting/history', 'get'>

const nextPage = ({ meta }: ChangeHistoryList) =>
  meta.page * meta.limit < meta.total ? meta.page + 1 : undefined

/**
 * The filtered history read as one list: page after page of the contract, each asked for when
 * the person reaches the end of the rows shown. Every page goes through the SDK's list query,
 * under its key, so the history's invalidation reaches them.
 */
export function useHistoryPages(query: Omit<HistoryQuery, 'page'>) {
  const { client, queryClient } = usePlatform()
  const pages = useInfiniteQuery({
    queryKey: [...listHistoryQuery(client, query).queryKey, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      queryClient.fetchQuery(listHistoryQuery(client, { ...query, page: pageParam })),
    getNextPageParam: nextPage,
  })
  // One array per answer, not per render: the table compares rows to keep what it built.
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.history), [pages.data])
  return { pages, rows, total: pages.data?.pages[0]?.meta.total }
}
