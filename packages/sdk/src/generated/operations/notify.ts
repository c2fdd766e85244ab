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

/** The person's notifications: `GET /platform/notify/personal-account`. */
export function listNotifications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account', 'get'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account', 'get'>>> {
  return client.send('call', 'get', '/platform/notify/personal-account', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account', 'get'>>>
}

/** Notifications for the bell: `GET /platform/notify/personal-account/last`. */
export function listLatestNotifications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account/last', 'get'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account/last', 'get'>>> {
  return client.send('call', 'get', '/platform/notify/personal-account/last', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account/last', 'get'>>>
}

/** Mark a notification read: `POST /platform/notify/personal-account/read`. */
export function markNotificationRead(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account/read', 'post'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account/read', 'post'>>> {
  return client.send('call', 'post', '/platform/notify/personal-account/read', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account/read', 'post'>>>
}
