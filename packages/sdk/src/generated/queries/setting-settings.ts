// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-settings.queries'
import {
  networkAliasKeys,
  platformSettingsKeys,
  roleKeys,
  userContactKeys,
  usersSettingsKeys,
} from '../keys'
import {
  getPlatformSettings,
  getUsersSettings,
  searchRoles,
  searchUserContacts,
  searchNetworkAliases,
} from '../operations'

/** Platform settings: `GET /platform/setting/application/settings/modules/platform`. */
export const getPlatformSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getPlatformSettings,
    queryKey: platformSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformSettings(client, { signal })),
  })

/** User settings: `GET /platform/setting/application/settings/modules/users`. */
export const getUsersSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getUsersSettings,
    queryKey: usersSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getUsersSettings(client, { signal })),
  })

/** Look up roles: `GET /platform/setting/roles/search`. */
export const searchRolesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchRoles, query)
  return queryOptions({
    ...cache,
    queryKey: roleKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchRoles(client, { params: { query: sent }, signal })),
  })
}

/** Look up users: `GET /platform/setting/users/contacts/search`. */
export const searchUserContactsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/users/contacts/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchUserContacts, query)
  return queryOptions({
    ...cache,
    queryKey: userContactKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchUserContacts(client, { params: { query: sent }, signal })),
  })
}

/** Look up network aliases: `GET /platform/setting/network-aliases/search`. */
export const searchNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchNetworkAliases, query)
  return queryOptions({
    ...cache,
    queryKey: networkAliasKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchNetworkAliases(client, { params: { query: sent }, signal })),
  })
}
