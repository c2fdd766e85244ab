import { queryOptions } from '@tanstack/react-query'
import type { OperationQuery, PlatformClient } from '../client'
import {
  getPlatformSettings,
  getUsersSettings,
  searchNetworkAliases,
  searchRoles,
  searchUserContacts,
} from '../generated/operations'
import { unwrap } from '../query'
import { settingsKeys } from './keys'

export const getPlatformSettingsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: settingsKeys.platform(),
    queryFn: ({ signal }) => unwrap(getPlatformSettings(client, { signal })),
  })

export const getUsersSettingsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: settingsKeys.users(),
    queryFn: ({ signal }) => unwrap(getUsersSettings(client, { signal })),
  })

export const searchRolesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: settingsKeys.roles(query),
    queryFn: ({ signal }) => unwrap(searchRoles(client, { params: { query }, signal })),
  })

type UserContactsQuery = OperationQuery<'/platform/setting/users/contacts/search', 'get'>

const userSearchLimit = 50

/**
 * Users by `searchValue`, or exactly the users of `ids`. Without an explicit `limit`, a look-up
 * by ids asks for as many users as it names, at most 50, as the contract requires; a picker with
 * more selected users asks in chunks.
 */
export const searchUserContactsQuery = (client: PlatformClient, query: UserContactsQuery = {}) => {
  const sent: UserContactsQuery =
    query.ids?.length && query.limit === undefined
      ? { ...query, limit: Math.min(query.ids.length, userSearchLimit) }
      : query
  return queryOptions({
    queryKey: settingsKeys.userContacts(sent),
    queryFn: ({ signal }) =>
      unwrap(searchUserContacts(client, { params: { query: sent }, signal })),
  })
}

export const searchNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: settingsKeys.networkAliases(query),
    queryFn: ({ signal }) => unwrap(searchNetworkAliases(client, { params: { query }, signal })),
  })
