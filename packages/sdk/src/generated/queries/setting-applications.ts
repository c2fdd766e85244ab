// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-applications.queries'
import {
  applicationKeys,
  applicationSessionKeys,
  clientSecretKeys,
  methodKeys,
  roleMethodKeys,
} from '../keys'
import {
  listApplications,
  getApplication,
  getClientSecret,
  listApplicationSessions,
  searchRoleMethods,
  filterMethods,
} from '../operations'

/** List applications: `GET /platform/setting/applications`. */
export const listApplicationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listApplications, query)
  return queryOptions({
    ...cache,
    queryKey: applicationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listApplications(client, { params: { query: sent }, signal })),
  })
}

/** Get an application with its clients: `GET /platform/setting/applications/details/{id}`. */
export const getApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/details/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getApplication,
    queryKey: applicationKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getApplication(client, { params: { path }, signal })),
  })

/** Get a client's secret: `GET /platform/setting/applications/client/{clientId}/secret`. */
export const getClientSecretQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/client/{clientId}/secret', 'get'>,
) =>
  queryOptions({
    ...policy.getClientSecret,
    queryKey: clientSecretKeys.detail(path.clientId),
    queryFn: ({ signal }) => unwrap(getClientSecret(client, { params: { path }, signal })),
  })

/** List the sessions of an application: `GET /platform/setting/applications/sessions`. */
export const listApplicationSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications/sessions', 'get'>,
) => {
  const [sent, cache] = withPolicy(policy.listApplicationSessions, query)
  return queryOptions({
    ...cache,
    queryKey: applicationSessionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listApplicationSessions(client, { params: { query: sent }, signal })),
  })
}

/** Look up methods: `GET /platform/setting/roles/methods/search`. */
export const searchRoleMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>,
) => {
  const [sent, cache] = withPolicy(policy.searchRoleMethods, query)
  return queryOptions({
    ...cache,
    queryKey: roleMethodKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchRoleMethods(client, { params: { query: sent }, signal })),
  })
}

/** Methods for the applications filter: `GET /platform/setting/methods/filter`. */
export const filterMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/methods/filter', 'get'>,
) => {
  const [sent, cache] = withPolicy(policy.filterMethods, query)
  return queryOptions({
    ...cache,
    queryKey: methodKeys.filter(sent),
    queryFn: ({ signal }) => unwrap(filterMethods(client, { params: { query: sent }, signal })),
  })
}
