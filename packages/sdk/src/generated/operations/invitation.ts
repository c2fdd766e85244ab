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

/** Invitation link status: `GET /platform/invitation/{id}`. */
export function getInvitationLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/invitation/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'get'>>>
}

/** Refuse the invitation: `DELETE /platform/invitation/{id}`. */
export function refuseInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/invitation/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'delete'>>>
}

/** Send an invitation SMS code: `POST /platform/invitation/code`. */
export function sendInvitationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/code', 'post'>
): Promise<PlatformResult<OperationData<'/platform/invitation/code', 'post'>>> {
  return client.send('call', 'post', '/platform/invitation/code', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/code', 'post'>>>
}

/** Verify the invitation SMS code: `PUT /platform/invitation/verify`. */
export function verifyInvitationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/verify', 'put'>
): Promise<PlatformResult<OperationData<'/platform/invitation/verify', 'put'>>> {
  return client.send('call', 'put', '/platform/invitation/verify', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/verify', 'put'>>>
}

/** Accept the invitation: `POST /platform/invitation/accept`. */
export function acceptInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/accept', 'post'>
): Promise<PlatformResult<OperationData<'/platform/invitation/accept', 'post'>>> {
  return client.send('call', 'post', '/platform/invitation/accept', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/accept', 'post'>>>
}
