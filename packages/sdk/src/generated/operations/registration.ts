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

/** Request a registration link: `POST /platform/registration/link`. */
export function requestRegistrationLink(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/link', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/link', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/link', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/link', 'post'>>>
}

/** Registration link status: `GET /platform/registration/status/{id}`. */
export function getRegistrationLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/registration/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/registration/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/status/{id}', 'get'>>>
}

/** Send a registration SMS code: `POST /platform/registration/code`. */
export function sendRegistrationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/code', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/code', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/code', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/code', 'post'>>>
}

/** Verify the registration SMS code: `PUT /platform/registration/verify`. */
export function verifyRegistrationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/verify', 'put'>
): Promise<PlatformResult<OperationData<'/platform/registration/verify', 'put'>>> {
  return client.send('call', 'put', '/platform/registration/verify', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/verify', 'put'>>>
}

/** Complete registration: `POST /platform/registration/complete`. */
export function completeRegistration(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/complete', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/complete', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/complete', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/complete', 'post'>>>
}
