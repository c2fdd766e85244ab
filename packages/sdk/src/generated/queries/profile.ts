// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/profile.queries'
import {
  avatarKeys,
  companyKeys,
  contactContractorKeys,
  contactKeys,
  profileConfigureKeys,
  profileDetailsKeys,
  profileHistoryKeys,
  profileKeys,
  sessionKeys,
  subscriptionKeys,
} from '../keys'
import {
  getProfile,
  getProfileDetails,
  getProfileConfigure,
  listProfileHistory,
  getAvatar,
  listSessions,
  listSubscriptions,
  listCompanies,
  listContacts,
  listContactContractors,
} from '../operations'

/** Profile summary: `GET /platform/user/profile`. */
export const getProfileQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getProfile,
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfile(client, { signal })),
  })

/** Editable profile: `GET /platform/user/profile/details`. */
export const getProfileDetailsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getProfileDetails,
    queryKey: profileDetailsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfileDetails(client, { signal })),
  })

/** Profile page layout: `GET /platform/user/profile/configure`. */
export const getProfileConfigureQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getProfileConfigure,
    queryKey: profileConfigureKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfileConfigure(client, { signal })),
  })

/** History of profile changes: `GET /platform/user/profile/history`. */
export const listProfileHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listProfileHistory, query)
  return queryOptions({
    ...cache,
    queryKey: profileHistoryKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listProfileHistory(client, { params: { query: sent }, signal })),
  })
}

/** The avatar image: `GET /platform/user/avatar`. */
export const getAvatarQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getAvatar,
    queryKey: avatarKeys.detail(),
    queryFn: ({ signal }) => unwrap(getAvatar(client, { signal })),
  })

/** The person's sessions: `GET /platform/user/sessions`. */
export const listSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/sessions', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listSessions, query)
  return queryOptions({
    ...cache,
    queryKey: sessionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listSessions(client, { params: { query: sent }, signal })),
  })
}

/** The person's subscriptions: `GET /platform/user/profile/subscribes`. */
export const listSubscriptionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/subscribes', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listSubscriptions, query)
  return queryOptions({
    ...cache,
    queryKey: subscriptionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listSubscriptions(client, { params: { query: sent }, signal })),
  })
}

/** The person's companies: `GET /platform/user/profile/companies`. */
export const listCompaniesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listCompanies,
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => unwrap(listCompanies(client, { signal })),
  })

/** Contacts of the master user's companies: `GET /platform/user/profile/contacts`. */
export const listContactsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/contacts', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listContacts, query)
  return queryOptions({
    ...cache,
    queryKey: contactKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listContacts(client, { params: { query: sent }, signal })),
  })
}

/** Contractor links of a contact: `GET /platform/user/profile/contacts/{userId}/contractors`. */
export const listContactContractorsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>,
  query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listContactContractors, query)
  return queryOptions({
    ...cache,
    queryKey: contactContractorKeys.list(path.userId, sent),
    queryFn: ({ signal }) => unwrap(listContactContractors(client, { params: { path, query: sent }, signal })),
  })
}
