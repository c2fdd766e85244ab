// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { PlatformClient } from '../../client'
import { unwrap } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-license.queries'
import {
  licenseKeys,
  licenseSessionsKeys,
} from '../keys'
import {
  getLicense,
  getLicenseSessions,
} from '../operations'

/** The license: `GET /platform/setting/license`. */
export const getLicenseQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getLicense,
    queryKey: licenseKeys.detail(),
    queryFn: ({ signal }) => unwrap(getLicense(client, { signal })),
  })

/** Active users now: `GET /platform/setting/license/sessions`. */
export const getLicenseSessionsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getLicenseSessions,
    queryKey: licenseSessionsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getLicenseSessions(client, { signal })),
  })
