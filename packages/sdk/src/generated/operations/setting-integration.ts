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

/** Integration log: `GET /platform/setting/integration-monitoring`. */
export function listIntegrationRecords(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-monitoring', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring', 'get'>>>
}

/** Entities of the key filter: `GET /platform/setting/integration-monitoring/keys/search`. */
export function searchIntegrationKeys(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/keys/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring/keys/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-monitoring/keys/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring/keys/search', 'get'>>>
}

/** Download the request of an exchange: `GET /platform/setting/integration-monitoring/requests/{id}`. */
export function downloadIntegrationRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/requests/{id}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/integration-monitoring/requests/{id}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Download the response of an exchange: `GET /platform/setting/integration-monitoring/responses/{id}`. */
export function downloadIntegrationResponse(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/responses/{id}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/integration-monitoring/responses/{id}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Integration synchronisation: `GET /platform/setting/integration-synchronization`. */
export function listIntegrationSyncs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-synchronization', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization', 'get'>>>
}

/** Switch an entity's synchronisation on or off: `PUT /platform/setting/integration-synchronization/{id}/enabled`. */
export function setIntegrationSyncEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/integration-synchronization/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>>
}

/** Start a full synchronisation: `POST /platform/setting/integration-synchronization/{id}/start`. */
export function startIntegrationSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization/{id}/start', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/integration-synchronization/{id}/start', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>>>
}
