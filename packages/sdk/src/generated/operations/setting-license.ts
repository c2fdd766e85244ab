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

/** The license: `GET /platform/setting/license`. */
export function getLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'get'>>>
}

/** Save the license: `POST /platform/setting/license`. */
export function saveLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'post'>>>
}

/** Delete the license: `DELETE /platform/setting/license`. */
export function deleteLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'delete'>>>
}

/** Active users now: `GET /platform/setting/license/sessions`. */
export function getLicenseSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license/sessions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/license/sessions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/license/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license/sessions', 'get'>>>
}

/** Check a license key: `POST /platform/setting/license/check`. */
export function checkLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license/check', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/license/check', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/license/check', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license/check', 'post'>>>
}
