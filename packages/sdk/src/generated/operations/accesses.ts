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

/** The person's outgoing access requests: `GET /platform/user/access/requests`. */
export function listAccessRequests(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'get'>>> {
  return client.send('call', 'get', '/platform/user/access/requests', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'get'>>>
}

/** Send access requests: `POST /platform/user/access/requests`. */
export function createAccessRequests(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests', 'post'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'post'>>> {
  return client.send('call', 'post', '/platform/user/access/requests', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'post'>>>
}

/** Withdraw an access request: `DELETE /platform/user/access/requests/{requestId}`. */
export function withdrawAccessRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests/{requestId}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/access/requests/{requestId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>>>
}

/** Roles a person may ask for: `GET /platform/user/access/requests/roles/available`. */
export function listAvailableRoles(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests/roles/available', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests/roles/available', 'get'>>> {
  return client.send('call', 'get', '/platform/user/access/requests/roles/available', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests/roles/available', 'get'>>>
}
