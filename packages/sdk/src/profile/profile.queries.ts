import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  getAvatar,
  getProfile,
  getProfileConfigure,
  getProfileDetails,
  listCompanies,
  listContactContractors,
  listContacts,
  listProfileHistory,
  listSessions,
  listSubscriptions,
} from '../generated/operations'
import { unwrap } from '../query'
import { profileKeys } from './keys'

/** The shell's view of the person: loaded at startup and after sign-in. */
export const getProfileQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: profileKeys.summary(),
    queryFn: ({ signal }) => unwrap(getProfile(client, { signal })),
  })

export const getProfileDetailsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: profileKeys.details(),
    queryFn: ({ signal }) => unwrap(getProfileDetails(client, { signal })),
  })

export const getProfileConfigureQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: profileKeys.configure(),
    queryFn: ({ signal }) => unwrap(getProfileConfigure(client, { signal })),
    staleTime: 5 * 60_000,
  })

export const listProfileHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/history', 'get'> = {},
) =>
  queryOptions({
    queryKey: profileKeys.history(query),
    queryFn: ({ signal }) => unwrap(listProfileHistory(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The avatar image; 404 when the person has none, which screens show as initials. */
export const getAvatarQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: profileKeys.avatar(),
    queryFn: ({ signal }) => unwrap(getAvatar(client, { signal })),
    staleTime: 5 * 60_000,
  })

export const listSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/sessions', 'get'> = {},
) =>
  queryOptions({
    queryKey: profileKeys.sessions(query),
    queryFn: ({ signal }) => unwrap(listSessions(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listSubscriptionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/subscribes', 'get'> = {},
) =>
  queryOptions({
    queryKey: profileKeys.subscriptions(query),
    queryFn: ({ signal }) => unwrap(listSubscriptions(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listCompaniesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: profileKeys.companies(),
    queryFn: ({ signal }) => unwrap(listCompanies(client, { signal })),
  })

export const listContactsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/contacts', 'get'> = {},
) =>
  queryOptions({
    queryKey: profileKeys.contacts(query),
    queryFn: ({ signal }) => unwrap(listContacts(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const listContactContractorsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>,
  query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'> = {},
) =>
  queryOptions({
    queryKey: profileKeys.contactContractors({ ...path, ...query }),
    queryFn: ({ signal }) =>
      unwrap(listContactContractors(client, { params: { path, query }, signal })),
    placeholderData: keepPreviousData,
  })
