// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../../client'
import { unwrap } from '../../query/core'
import { queries as policy } from '../../query/policies/invitation.queries'
import {
  invitationLinkStatusKeys,
} from '../keys'
import {
  getInvitationLinkStatus,
} from '../operations'

/** Invitation link status: `GET /platform/invitation/{id}`. */
export const getInvitationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/invitation/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getInvitationLinkStatus,
    queryKey: invitationLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getInvitationLinkStatus(client, { params: { path }, signal })),
  })
