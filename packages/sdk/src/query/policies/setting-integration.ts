import { keepPreviousData } from '@tanstack/react-query'
import { integrationSyncKeys } from '../../generated/keys'
import { type AreaPolicy, neverKept, pagedList, referenceTime } from '../policy'

export const policy: AreaPolicy<'setting-integration'> = {
  queries: {
    listIntegrationRecords: pagedList,
    // The key (entity) picker of the log's filters: the synchronisable entities are fixed.
    searchIntegrationKeys: { placeholderData: keepPreviousData, staleTime: referenceTime },
    // A payload, fetched by the download button, can be large and must not linger in memory:
    // `await queryClient.fetchQuery(downloadIntegrationRequestQuery(client, { id }))`.
    downloadIntegrationRequest: neverKept,
    downloadIntegrationResponse: neverKept,
    listIntegrationSyncs: pagedList,
  },
  mutations: {
    setIntegrationSyncEnabled: { invalidates: () => [integrationSyncKeys.all] },
    // The run goes on in the background; the row's status becomes `process` at once. The log
    // fills as the run goes and is not refreshed here.
    startIntegrationSync: { invalidates: () => [integrationSyncKeys.all] },
  },
}
