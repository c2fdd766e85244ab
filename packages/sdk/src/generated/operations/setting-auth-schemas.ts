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

/** Sign-in flows for schemes: `GET /platform/setting/authentication-schemas/flows`. */
export function listAuthFlows(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/flows', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/flows', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/authentication-schemas/flows', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/flows', 'get'>>>
}

/** Authentication schemes: `GET /platform/setting/authentication-schemas`. */
export function listAuthSchemes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/authentication-schemas', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'get'>>>
}

/** Create an authentication scheme: `POST /platform/setting/authentication-schemas`. */
export function createAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/authentication-schemas', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'post'>>>
}

/** Update an authentication scheme: `PUT /platform/setting/authentication-schemas/{id}`. */
export function updateAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/authentication-schemas/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>>>
}

/** Delete an authentication scheme: `DELETE /platform/setting/authentication-schemas/{id}`. */
export function deleteAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/authentication-schemas/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>>>
}

/** Activate or deactivate a scheme: `PUT /platform/setting/authentication-schemas/{id}/active`. */
export function setAuthSchemeActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/authentication-schemas/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>>>
}

/** Reorder schemes: `PATCH /platform/setting/authentication-schemas/priority`. */
export function reorderAuthSchemes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/priority', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/authentication-schemas/priority', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>>>
}
