import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import { listHistory, listHistoryTypes } from '../generated/operations'
import { unwrap } from '../query'
import { historyKeys } from './keys'

/**
 * Every administration write adds history rows, so instead of each mutation invalidating the
 * history, the history is always stale: it refetches whenever the screen shows it.
 */
export const listHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/history', 'get'> = {},
) =>
  queryOptions({
    queryKey: historyKeys.list(query),
    queryFn: ({ signal }) => unwrap(listHistory(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const listHistoryTypesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: historyKeys.types(),
    queryFn: ({ signal }) => unwrap(listHistoryTypes(client, { signal })),
    // Reference data: the set of change types is the server's and changes with releases only.
    staleTime: 5 * 60_000,
  })
