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

/** Project info: `GET /platform/ui/project/info`. */
export function getProjectInfo(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/project/info', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/project/info', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/project/info', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/project/info', 'get'>>>
}

/** Navigation menu: `GET /platform/ui/menu`. */
export function getMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/menu', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/menu', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/menu', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/menu', 'get'>>>
}

/** Administration menu: `GET /platform/ui/menu/platform`. */
export function getPlatformMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/menu/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/menu/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/menu/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/menu/platform', 'get'>>>
}

/** Service switch: `GET /platform/ui/services/menu`. */
export function getServicesMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/services/menu', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/services/menu', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/services/menu', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/services/menu', 'get'>>>
}

/** Access flags and shell settings: `GET /platform/ui/configure/platform`. */
export function getPlatformConfigure(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/configure/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/configure/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/configure/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/configure/platform', 'get'>>>
}

/** Service card: `GET /platform/applications/{app}`. */
export function getServiceApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/applications/{app}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/applications/{app}', 'get'>>> {
  return client.send('call', 'get', '/platform/applications/{app}', args[0]) as Promise<PlatformResult<OperationData<'/platform/applications/{app}', 'get'>>>
}

/** Settings of the visitor forms: `GET /platform/application/settings/public`. */
export function getPublicSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/application/settings/public', 'get'>
): Promise<PlatformResult<OperationData<'/platform/application/settings/public', 'get'>>> {
  return client.send('call', 'get', '/platform/application/settings/public', args[0]) as Promise<PlatformResult<OperationData<'/platform/application/settings/public', 'get'>>>
}

/** User settings: `GET /platform/users/settings`. */
export function getUserSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/users/settings', 'get'>
): Promise<PlatformResult<OperationData<'/platform/users/settings', 'get'>>> {
  return client.send('call', 'get', '/platform/users/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/users/settings', 'get'>>>
}

/** Change user settings: `PATCH /platform/users/settings`. */
export function updateUserSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/users/settings', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/users/settings', 'patch'>>> {
  return client.send('call', 'patch', '/platform/users/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/users/settings', 'patch'>>>
}

/** Country codes: `GET /platform/country/codes`. */
export function listCountryCodes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/country/codes', 'get'>
): Promise<PlatformResult<OperationData<'/platform/country/codes', 'get'>>> {
  return client.send('call', 'get', '/platform/country/codes', args[0]) as Promise<PlatformResult<OperationData<'/platform/country/codes', 'get'>>>
}

/** Report the device screen: `POST /platform/user/profile/device`. */
export function reportDevice(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/device', 'post'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/device', 'post'>>> {
  return client.send('call', 'post', '/platform/user/profile/device', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/device', 'post'>>>
}

/** Record a page view: `POST /statistics/metrics/hit`. */
export function recordMetricsHit(
  client: PlatformClient,
  ...args: OperationArgs<'/statistics/metrics/hit', 'post'>
): Promise<PlatformResult<OperationData<'/statistics/metrics/hit', 'post'>>> {
  return client.send('call', 'post', '/statistics/metrics/hit', args[0]) as Promise<PlatformResult<OperationData<'/statistics/metrics/hit', 'post'>>>
}

/** Legal document: `GET /platform/documents/view/{code}`. */
export function getDocumentView(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/documents/view/{code}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/documents/view/{code}', 'get'>>> {
  return client.send('call', 'get', '/platform/documents/view/{code}', args[0]) as Promise<PlatformResult<OperationData<'/platform/documents/view/{code}', 'get'>>>
}

/** Style image: `GET /platform/ui/style/{styleCode}/{asset}`. */
export function getStyleAsset(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/style/{styleCode}/{asset}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/ui/style/{styleCode}/{asset}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}
