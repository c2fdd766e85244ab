import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../client'
import { getInvitationLinkStatus } from '../generated/operations'
import { unwrap } from '../query'
import { invitationKeys } from './keys'

/**
 * The guard's check of an invitation link, which also pre-fills the form. Its error is the
 * answer (the link error screens), so it is asked once: no retry, and never stale while the
 * page is open; refusing the invitation invalidates it.
 */
export const getInvitationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/invitation/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: invitationKeys.linkStatus(path.id),
    queryFn: ({ signal }) => unwrap(getInvitationLinkStatus(client, { params: { path }, signal })),
    retry: false,
    // 'static': an invalidate-all after sign-up must not re-check a link that is now used.
    staleTime: 'static',
  })
