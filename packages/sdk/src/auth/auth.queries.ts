import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import { getAuthConfig } from '../generated/operations'
import { unwrap } from '../query'
import { authKeys } from './keys'

/**
 * The flows offered to the entered identifier; the first one is current. Kept at the default
 * staleness because `resendIn` counts down.
 */
export const getAuthConfigQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>,
  query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'> = {},
) =>
  queryOptions({
    queryKey: authKeys.config(path, query),
    queryFn: ({ signal }) => unwrap(getAuthConfig(client, { params: { path, query }, signal })),
  })
