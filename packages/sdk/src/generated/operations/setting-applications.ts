// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  DownloadedFile,
  OperationArgs,
  OperationData,
  PlatformClient,
  PlatformResult,
} from '../../client'

/** List applications: `GET /platform/setting/applications`. */
export function listApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications', 'get'>>>
}

/** Create an application: `POST /platform/setting/applications`. */
export function createApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications', 'post'>>>
}

/** Update an application: `PUT /platform/setting/applications/{id}`. */
export function updateApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/applications/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'put'>>>
}

/** Delete an application: `DELETE /platform/setting/applications/{id}`. */
export function deleteApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'delete'>>>
}

/** Get an application with its clients: `GET /platform/setting/applications/details/{id}`. */
export function getApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/details/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/details/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/details/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/details/{id}', 'get'>>>
}

/** Save the drag order of applications: `PATCH /platform/setting/applications/order`. */
export function reorderApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/order', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/order', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/applications/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/order', 'patch'>>>
}

/** Get a client's secret: `GET /platform/setting/applications/client/{clientId}/secret`. */
export function getClientSecret(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/client/{clientId}/secret', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/client/{clientId}/secret', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'get'>>>
}

/** Generate a new client secret: `PUT /platform/setting/applications/client/{clientId}/secret`. */
export function regenerateClientSecret(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/client/{clientId}/secret', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/applications/client/{clientId}/secret', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>>>
}

/** List the sessions of an application: `GET /platform/setting/applications/sessions`. */
export function listApplicationSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'get'>>>
}

/** End the filtered sessions of an application: `DELETE /platform/setting/applications/sessions`. */
export function deleteApplicationSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'delete'>>>
}

/** End one session: `DELETE /platform/setting/applications/sessions/{sessionId}`. */
export function deleteApplicationSession(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions/{sessionId}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/sessions/{sessionId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>>
}

/** Look up methods: `GET /platform/setting/roles/methods/search`. */
export function searchRoleMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/roles/methods/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/roles/methods/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/roles/methods/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/roles/methods/search', 'get'>>>
}

/** Methods for the applications filter: `GET /platform/setting/methods/filter`. */
export function filterMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/methods/filter', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/methods/filter', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/methods/filter', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/methods/filter', 'get'>>>
}
