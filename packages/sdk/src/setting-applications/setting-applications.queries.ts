import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  filterMethods,
  getApplication,
  getClientSecret,
  listApplicationSessions,
  listApplications,
  searchRoleMethods,
} from '../generated/operations'
import { unwrap } from '../query'
import { applicationKeys } from './keys'

/** The Applications screen asks for `sortBy=order` and a limit that holds the whole list. */
export const listApplicationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications', 'get'> = {},
) =>
  queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => unwrap(listApplications(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const getApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/details/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: applicationKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getApplication(client, { params: { path }, signal })),
  })

/**
 * A client's secret, read when the administrator copies it. It is never kept: every copy
 * asks the platform again and the answer leaves the cache as soon as nobody reads it.
 */
export const getClientSecretQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/client/{clientId}/secret', 'get'>,
) =>
  queryOptions({
    queryKey: applicationKeys.clientSecret(path.clientId),
    queryFn: ({ signal }) => unwrap(getClientSecret(client, { params: { path }, signal })),
    gcTime: 0,
    staleTime: 0,
  })

export const listApplicationSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications/sessions', 'get'>,
) =>
  queryOptions({
    queryKey: applicationKeys.sessions(query),
    queryFn: ({ signal }) => unwrap(listApplicationSessions(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const searchRoleMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>,
) =>
  queryOptions({
    queryKey: applicationKeys.roleMethods(query),
    queryFn: ({ signal }) => unwrap(searchRoleMethods(client, { params: { query }, signal })),
  })

export const filterMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/methods/filter', 'get'>,
) =>
  queryOptions({
    queryKey: applicationKeys.methodFilter(query),
    queryFn: ({ signal }) => unwrap(filterMethods(client, { params: { query }, signal })),
    // Filter options: they change only with an application's methods, which invalidate them.
    staleTime: 5 * 60_000,
  })
