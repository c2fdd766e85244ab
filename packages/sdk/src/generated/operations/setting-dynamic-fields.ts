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

/** Look up personnel action types: `GET /platform/setting/personnel-actions-types/search`. */
export function searchPersonnelActionTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/personnel-actions-types/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/personnel-actions-types/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/personnel-actions-types/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/personnel-actions-types/search', 'get'>>>
}

/** Entity types with dynamic fields: `GET /platform/setting/dynamic-fields/types`. */
export function listDynamicFieldTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/types', 'get'>>>
}

/** Tabs of an entity type: `GET /platform/setting/dynamic-fields/{type}/tabs`. */
export function listDynamicFieldTabs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/{type}/tabs', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>>>
}

/** A tab with its subtypes and fields: `GET /platform/setting/dynamic-fields/tabs/{tab}`. */
export function getDynamicFieldTab(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/tabs/{tab}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>>>
}

/** Activate or deactivate a tab: `PUT /platform/setting/dynamic-fields/tabs/{id}/active`. */
export function setDynamicFieldTabActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/tabs/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>>
}

/** Reorder the tabs of an entity type: `PUT /platform/setting/dynamic-fields/{type}/tabs/order`. */
export function reorderDynamicFieldTabs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{type}/tabs/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>>
}

/** Reorder the subtypes and fields of a tab: `PUT /platform/setting/dynamic-fields/tabs/{tab}/order`. */
export function reorderDynamicFieldSubtypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/tabs/{tab}/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>>
}

/** Create a subtype: `POST /platform/setting/dynamic-fields/subtypes`. */
export function createDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>>>
}

/** Update a subtype: `PUT /platform/setting/dynamic-fields/subtypes`. */
export function updateDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>>>
}

/** Delete several subtypes: `DELETE /platform/setting/dynamic-fields/subtypes`. */
export function deleteDynamicFieldSubtypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>>>
}

/** Delete a subtype: `DELETE /platform/setting/dynamic-fields/subtypes/{id}`. */
export function deleteDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/subtypes/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>>
}

/** Activate or deactivate a subtype: `PUT /platform/setting/dynamic-fields/subtypes/{id}/active`. */
export function setDynamicFieldSubtypeActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/subtypes/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>>
}

/** Create a field: `POST /platform/setting/dynamic-fields`. */
export function createDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/dynamic-fields', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields', 'post'>>>
}

/** A field: `GET /platform/setting/dynamic-fields/{id}`. */
export function getDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'get'>>>
}

/** Update a field: `PUT /platform/setting/dynamic-fields/{id}`. */
export function updateDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>>>
}

/** Delete a field: `DELETE /platform/setting/dynamic-fields/{id}`. */
export function deleteDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>>>
}

/** Activate or deactivate a field: `PUT /platform/setting/dynamic-fields/{id}/active`. */
export function setDynamicFieldActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>>>
}
