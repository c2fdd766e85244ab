import { keepPreviousData } from '@tanstack/react-query'
import { type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-history'> = {
  // Every administration write adds history rows, so instead of each mutation invalidating
  // the history, the history is always stale: it refetches whenever the screen shows it.
  listHistory: { placeholderData: keepPreviousData, staleTime: 0 },
  // The set of change types is the server's and changes with releases only.
  listHistoryTypes: referenceData,
}
