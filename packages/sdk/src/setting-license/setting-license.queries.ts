import { queryOptions } from '@tanstack/react-query'
import type { PlatformClient } from '../client'
import { getLicense, getLicenseSessions } from '../generated/operations'
import { unwrap } from '../query'
import { licenseKeys } from './keys'

export const getLicenseQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: licenseKeys.license(),
    queryFn: ({ signal }) => unwrap(getLicense(client, { signal })),
  })

/** Users active over the last 15 minutes, to compare with the licensed `activeUsers`. */
export const getLicenseSessionsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: licenseKeys.sessions(),
    queryFn: ({ signal }) => unwrap(getLicenseSessions(client, { signal })),
  })
