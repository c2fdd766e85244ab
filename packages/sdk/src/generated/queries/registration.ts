// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, PlatformClient } from '../../client'
import { unwrap } from '../../query/core'
import { queries as policy } from '../../query/policies/registration.queries'
import {
  registrationLinkStatusKeys,
} from '../keys'
import {
  getRegistrationLinkStatus,
} from '../operations'

/** Registration link status: `GET /platform/registration/status/{id}`. */
export const getRegistrationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/registration/status/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getRegistrationLinkStatus,
    queryKey: registrationLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getRegistrationLinkStatus(client, { params: { path }, signal })),
  })
