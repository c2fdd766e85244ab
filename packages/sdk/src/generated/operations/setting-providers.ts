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

/** List providers: `GET /platform/setting/providers`. */
export function listProviders(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers', 'get'>>>
}

/** Create a provider: `POST /platform/setting/providers`. */
export function createProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers', 'post'>>>
}

/** Get a provider: `GET /platform/setting/providers/{id}`. */
export function getProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'get'>>>
}

/** Update a provider: `PUT /platform/setting/providers/{id}`. */
export function updateProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'put'>>>
}

/** Delete a provider: `DELETE /platform/setting/providers/{id}`. */
export function deleteProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'delete'>>>
}

/** Activate or deactivate a provider: `PUT /platform/setting/providers/{id}/enabled`. */
export function setProviderEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>>>
}

/** Check the connection to a provider: `POST /platform/setting/providers/status`. */
export function checkProviderConnection(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/status', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/status', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/status', 'post'>>>
}

/** Start a synchronisation now: `POST /platform/setting/providers/{id}/sync/start`. */
export function startProviderSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/sync/start', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/{id}/sync/start', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>>>
}

/** Update sync settings: `PUT /platform/setting/providers/{id}/sync/{syncId}`. */
export function updateProviderSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}/sync/{syncId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>>
}

/** List the mappers of a synchronisation: `GET /platform/setting/providers/sync/{syncId}/mappers`. */
export function listMappers(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/sync/{syncId}/mappers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>>>
}

/** Create a mapper: `POST /platform/setting/providers/sync/{syncId}/mappers`. */
export function createMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/sync/{syncId}/mappers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>>
}

/** Create the base mappers: `POST /platform/setting/providers/sync/{syncId}/base`. */
export function createBaseMappers(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/base', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/sync/{syncId}/base', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>>>
}

/** Sync history: `GET /platform/setting/providers/sync/{syncId}/history`. */
export function listProviderSyncHistory(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/history', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/history', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/sync/{syncId}/history', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/history', 'get'>>>
}

/** Platform fields for mappers: `GET /platform/setting/providers/mappers/fields`. */
export function listMapperFields(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/fields', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/fields', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/mappers/fields', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/fields', 'get'>>>
}

/** Update a mapper: `PUT /platform/setting/providers/mappers/{id}`. */
export function updateMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/mappers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>>>
}

/** Delete a mapper: `DELETE /platform/setting/providers/mappers/{id}`. */
export function deleteMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/providers/mappers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>>>
}

/** Enable or disable a mapper: `PUT /platform/setting/providers/mappers/{id}/enabled`. */
export function setMapperEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/mappers/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>>
}
