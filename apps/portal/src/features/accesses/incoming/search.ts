import type { AccessRequestStatus } from '@platform/sdk'
import { listSearch, param } from '../../../shared/list/search'

/** The statuses in the documents' order: considered, approved, failure, duplicate, remove. */
export const requestStatuses = [
  'considered',
  'approved',
  'failure',
  'duplicate',
  'remove',
] as const satisfies readonly AccessRequestStatus[]

/**
 * The access requests page's address: the tab, and the incoming list's filters (the contract's
 * status, search and request date range), page and sort.
 */
export const validateAccessRequestsSearch = listSearch({
  tab: param.oneOf(['outgoing', 'incoming'] as const),
  status: param.oneOf(requestStatuses),
  search: param.text,
  dateFrom: param.isoDate,
  dateTo: param.isoDate,
})

export type AccessRequestsSearch = ReturnType<typeof validateAccessRequestsSearch>
