// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../../client'
import { unwrap } from '../../query/core'
import { queries as policy } from '../../query/policies/password.queries'
import {
  entryPasswordLinkStatusKeys,
  passwordLinkStatusKeys,
} from '../keys'
import {
  getPasswordLinkStatus,
  getEntryPasswordLinkStatus,
} from '../operations'

/** New-password link status: `GET /platform/password/link/status/{id}`. */
export const getPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/link/status/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getPasswordLinkStatus,
    queryKey: passwordLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getPasswordLinkStatus(client, { params: { path }, signal })),
  })

/** First-entry password link status: `GET /platform/password/entry/link/status/{id}`. */
export const getEntryPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/entry/link/status/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getEntryPasswordLinkStatus,
    queryKey: entryPasswordLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getEntryPasswordLinkStatus(client, { params: { path }, signal })),
  })
