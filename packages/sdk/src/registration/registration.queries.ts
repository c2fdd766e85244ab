import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../client'
import { getRegistrationLinkStatus } from '../generated/operations'
import { unwrap } from '../query'
import { registrationKeys } from './keys'

/**
 * The guard's check of a registration link. Its error is the answer (the link error screens),
 * so it is asked once: no retry, and never stale while the page is open.
 */
export const getRegistrationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/registration/status/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: registrationKeys.linkStatus(path.id),
    queryFn: ({ signal }) =>
      unwrap(getRegistrationLinkStatus(client, { params: { path }, signal })),
    retry: false,
    // 'static': an invalidate-all after sign-up must not re-check a link that is now used.
    staleTime: 'static',
  })
