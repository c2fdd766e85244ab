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

/** Request a new-password link: `POST /platform/password/link`. */
export function requestPasswordLink(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/link', 'post'>
): Promise<PlatformResult<OperationData<'/platform/password/link', 'post'>>> {
  return client.send('call', 'post', '/platform/password/link', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/link', 'post'>>>
}

/** New-password link status: `GET /platform/password/link/status/{id}`. */
export function getPasswordLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/link/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/password/link/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/password/link/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/link/status/{id}', 'get'>>>
}

/** First-entry password link status: `GET /platform/password/entry/link/status/{id}`. */
export function getEntryPasswordLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/entry/link/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/password/entry/link/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/password/entry/link/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/entry/link/status/{id}', 'get'>>>
}

/** Set a new password: `PUT /platform/password/{id}`. */
export function setNewPassword(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/password/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/password/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/{id}', 'put'>>>
}

/** Set the first-entry password: `PUT /platform/password/entry/{id}`. */
export function setEntryPassword(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/entry/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/password/entry/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/password/entry/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/entry/{id}', 'put'>>>
}
