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

/** List domains: `GET /platform/setting/domains`. */
export function listDomains(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains', 'get'>>>
}

/** Create a domain: `POST /platform/setting/domains`. */
export function createDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/domains', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains', 'post'>>>
}

/** Get a domain: `GET /platform/setting/domains/{id}`. */
export function getDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'get'>>>
}

/** Update a domain: `PUT /platform/setting/domains/{id}`. */
export function updateDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'put'>>>
}

/** Delete a domain: `DELETE /platform/setting/domains/{id}`. */
export function deleteDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'delete'>>>
}

/** Enable or disable a domain: `PUT /platform/setting/domains/{id}/enabled`. */
export function setDomainEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/domains/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>>>
}

/** Look up domains: `GET /platform/setting/domains/search`. */
export function searchDomains(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/search', 'get'>>>
}

/** Language settings of the base domain: `GET /platform/setting/domains/base/settings`. */
export function getBaseDomainSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/base/settings', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/base/settings', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/base/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/base/settings', 'get'>>>
}

/** Style templates: `GET /platform/setting/domains/style/templates`. */
export function listStyleTemplates(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/style/templates', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/style/templates', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/style/templates', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/style/templates', 'get'>>>
}

/** Look up languages: `GET /platform/locales/search`. */
export function searchLocales(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/locales/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/locales/search', 'get'>>> {
  return client.send('call', 'get', '/platform/locales/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/locales/search', 'get'>>>
}

/** Look up library documents: `GET /platform/setting/documents/search`. */
export function searchDocuments(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/search', 'get'>>>
}

/** Look up banners: `GET /platform/setting/banners/search`. */
export function searchBanners(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/banners/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/search', 'get'>>>
}

/** Look up device types: `GET /platform/setting/devices-types/search`. */
export function searchDeviceTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/devices-types/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/search', 'get'>>>
}

/** List device types: `GET /platform/setting/devices-types`. */
export function listDeviceTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/devices-types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'get'>>>
}

/** Create a device type: `POST /platform/setting/devices-types`. */
export function createDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/devices-types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'post'>>>
}

/** Update a device type: `PUT /platform/setting/devices-types/{id}`. */
export function updateDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/devices-types/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'put'>>>
}

/** Delete a device type: `DELETE /platform/setting/devices-types/{id}`. */
export function deleteDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/devices-types/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'delete'>>>
}
