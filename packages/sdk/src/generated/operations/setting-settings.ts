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

/** Platform settings: `GET /platform/setting/application/settings/modules/platform`. */
export function getPlatformSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/modules/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/application/settings/modules/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/platform', 'get'>>>
}

/** User settings: `GET /platform/setting/application/settings/modules/users`. */
export function getUsersSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/modules/users', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/users', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/application/settings/modules/users', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/users', 'get'>>>
}

/** Save platform settings: `PATCH /platform/setting/application/settings/platform`. */
export function updatePlatformSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/platform', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/platform', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/application/settings/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/platform', 'patch'>>>
}

/** Save user settings: `PATCH /platform/setting/application/settings/users`. */
export function updateUsersSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/users', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/users', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/application/settings/users', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/users', 'patch'>>>
}

/** Look up roles: `GET /platform/setting/roles/search`. */
export function searchRoles(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/roles/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/roles/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/roles/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/roles/search', 'get'>>>
}

/** Look up users: `GET /platform/setting/users/contacts/search`. */
export function searchUserContacts(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/users/contacts/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/users/contacts/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/users/contacts/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/users/contacts/search', 'get'>>>
}

/** Look up network aliases: `GET /platform/setting/network-aliases/search`. */
export function searchNetworkAliases(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/network-aliases/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/search', 'get'>>>
}
