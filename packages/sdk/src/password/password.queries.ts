import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../client'
import { getEntryPasswordLinkStatus, getPasswordLinkStatus } from '../generated/operations'
import { unwrap } from '../query'
import { passwordKeys } from './keys'

/**
 * The guard's check of a new-password link. Its error is the answer (the link error screens),
 * so it is asked once: no retry, and never stale while the page is open.
 */
export const getPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/link/status/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: passwordKeys.linkStatus(path.id),
    queryFn: ({ signal }) => unwrap(getPasswordLinkStatus(client, { params: { path }, signal })),
    retry: false,
    // 'static': an invalidate-all after sign-up must not re-check a link that is now used.
    staleTime: 'static',
  })

/** The guard's check of a first-entry password link; asked once, like the new-password one. */
export const getEntryPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/entry/link/status/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: passwordKeys.entryLinkStatus(path.id),
    queryFn: ({ signal }) =>
      unwrap(getEntryPasswordLinkStatus(client, { params: { path }, signal })),
    retry: false,
    // 'static': an invalidate-all after sign-up must not re-check a link that is now used.
    staleTime: 'static',
  })
