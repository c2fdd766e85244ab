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

/** Notification methods: `GET /platform/setting/subscribes/notify-methods`. */
export function listNotifyMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/subscribes/notify-methods', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/subscribes/notify-methods', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods', 'get'>>>
}

/** Switch a notification method on or off: `PUT /platform/setting/subscribes/notify-methods/{id}/enabled`. */
export function setNotifyMethodEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/subscribes/notify-methods/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>>
}

/** Whitelist: `GET /platform/setting/whitelist`. */
export function listWhitelist(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/whitelist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'get'>>>
}

/** Add a whitelist entry: `POST /platform/setting/whitelist`. */
export function createWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/whitelist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'post'>>>
}

/** Edit a whitelist entry: `PUT /platform/setting/whitelist/{id}`. */
export function updateWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/whitelist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'put'>>>
}

/** Delete a whitelist entry: `DELETE /platform/setting/whitelist/{id}`. */
export function deleteWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/whitelist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'delete'>>>
}

/** Switch a whitelist entry on or off: `PUT /platform/setting/whitelist/{id}/enabled`. */
export function setWhitelistEntryEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/whitelist/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>>>
}

/** Blacklist: `GET /platform/setting/blacklist`. */
export function listBlacklist(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/blacklist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'get'>>>
}

/** Add a blacklist entry: `POST /platform/setting/blacklist`. */
export function createBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/blacklist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'post'>>>
}

/** Edit a blacklist entry: `PUT /platform/setting/blacklist/{id}`. */
export function updateBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/blacklist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'put'>>>
}

/** Delete a blacklist entry: `DELETE /platform/setting/blacklist/{id}`. */
export function deleteBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/blacklist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'delete'>>>
}

/** Switch a blacklist entry on or off: `PUT /platform/setting/blacklist/{id}/enabled`. */
export function setBlacklistEntryEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/blacklist/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>>>
}

/** Network aliases: `GET /platform/setting/network-aliases`. */
export function listNetworkAliases(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/network-aliases', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'get'>>>
}

/** Create a network alias: `POST /platform/setting/network-aliases`. */
export function createNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/network-aliases', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'post'>>>
}

/** Edit a network alias: `PUT /platform/setting/network-aliases/{id}`. */
export function updateNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/network-aliases/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'put'>>>
}

/** Delete a network alias: `DELETE /platform/setting/network-aliases/{id}`. */
export function deleteNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/network-aliases/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>>>
}
