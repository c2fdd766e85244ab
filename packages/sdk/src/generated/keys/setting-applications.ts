// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `listApplications`, `getApplication`. */
export const applicationKeys = {
  all: ['setting-applications', 'application'] as const,
  lists: () => ['setting-applications', 'application', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/applications', 'get'>) => ['setting-applications', 'application', 'list', query] as const,
  details: () => ['setting-applications', 'application', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/applications/details/{id}', 'get'>['id']) => ['setting-applications', 'application', 'detail', id] as const,
}

/** The keys of `getClientSecret`. */
export const clientSecretKeys = {
  all: ['setting-applications', 'clientSecret'] as const,
  details: () => ['setting-applications', 'clientSecret', 'detail'] as const,
  detail: (clientId: OperationPathParams<'/platform/setting/applications/client/{clientId}/secret', 'get'>['clientId']) => ['setting-applications', 'clientSecret', 'detail', clientId] as const,
}

/** The keys of `listApplicationSessions`. */
export const applicationSessionKeys = {
  all: ['setting-applications', 'applicationSession'] as const,
  lists: () => ['setting-applications', 'applicationSession', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/applications/sessions', 'get'>) => ['setting-applications', 'applicationSession', 'list', query] as const,
}

/** The keys of `searchRoleMethods`. */
export const roleMethodKeys = {
  all: ['setting-applications', 'roleMethod'] as const,
  searches: () => ['setting-applications', 'roleMethod', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>) => ['setting-applications', 'roleMethod', 'search', query] as const,
}

/** The keys of `filterMethods`. */
export const methodKeys = {
  all: ['setting-applications', 'method'] as const,
  filters: () => ['setting-applications', 'method', 'filter'] as const,
  filter: (query: OperationQuery<'/platform/setting/methods/filter', 'get'>) => ['setting-applications', 'method', 'filter', query] as const,
}
