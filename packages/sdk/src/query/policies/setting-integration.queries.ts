import { keepPreviousData } from '@tanstack/react-query'
import { neverKept, pagedList, type QueryPolicies, referenceTime } from '../policy'

export const queries: QueryPolicies<'setting-integration'> = {
  listIntegrationRecords: pagedList,
  // The key (entity) picker of the log's filters: the synchronisable entities are fixed.
  searchIntegrationKeys: { placeholderData: keepPreviousData, staleTime: referenceTime },
  // A payload, fetched by the download button, can be large and must not linger in memory:
  // `await queryClient.fetchQuery(downloadIntegrationRequestQuery(client, { id }))`.
  downloadIntegrationRequest: neverKept,
  downloadIntegrationResponse: neverKept,
  listIntegrationSyncs: pagedList,
}
