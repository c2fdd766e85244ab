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

/** Sign-in flows for an identifier: `GET /platform/auth/config/{idAttribute}`. */
export function getAuthConfig(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/config/{idAttribute}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/auth/config/{idAttribute}', 'get'>>> {
  return client.send('call', 'get', '/platform/auth/config/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/config/{idAttribute}', 'get'>>>
}

/** Sign in: `POST /platform/auth/login/{idAttribute}`. */
export function login(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/login/{idAttribute}', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/login/{idAttribute}', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/login/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/login/{idAttribute}', 'post'>>>
}

/** Send a sign-in code: `POST /platform/auth/code/{idAttribute}`. */
export function sendLoginCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/code/{idAttribute}', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/code/{idAttribute}', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/code/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/code/{idAttribute}', 'post'>>>
}

/** Sign out: `POST /platform/auth/logout`. */
export function logout(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/logout', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/logout', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/logout', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/logout', 'post'>>>
}
