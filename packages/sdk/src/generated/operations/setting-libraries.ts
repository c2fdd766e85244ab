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

/** List documents: `GET /platform/setting/documents`. */
export function listDocuments(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents', 'get'>>>
}

/** Create a document: `POST /platform/setting/documents`. */
export function createDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/documents', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents', 'post'>>>
}

/** Get a document: `GET /platform/setting/documents/{id}`. */
export function getDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'get'>>>
}

/** Update a document: `PUT /platform/setting/documents/{id}`. */
export function updateDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'put'>>>
}

/** Delete a document: `DELETE /platform/setting/documents/{id}`. */
export function deleteDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'delete'>>>
}

/** Enable or disable a document: `PUT /platform/setting/documents/{id}/enabled`. */
export function setDocumentEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/documents/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>>>
}

/** List banners: `GET /platform/setting/banners`. */
export function listBanners(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/banners', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners', 'get'>>>
}

/** Create a banner: `POST /platform/setting/banners`. */
export function createBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/banners', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners', 'post'>>>
}

/** Update a banner: `PUT /platform/setting/banners/{id}`. */
export function updateBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/banners/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'put'>>>
}

/** Delete a banner: `DELETE /platform/setting/banners/{id}`. */
export function deleteBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/banners/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'delete'>>>
}

/** Show or hide a banner: `PUT /platform/setting/banners/{id}/visible`. */
export function setBannerVisible(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}/visible', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}/visible', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/banners/{id}/visible', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}/visible', 'put'>>>
}

/** List languages: `GET /platform/setting/locales`. */
export function listLanguages(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/locales', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales', 'get'>>>
}

/** Create a language: `POST /platform/setting/locales`. */
export function createLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/locales', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales', 'post'>>>
}

/** Update a language: `PUT /platform/setting/locales/{id}`. */
export function updateLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/locales/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'put'>>>
}

/** Delete a language: `DELETE /platform/setting/locales/{id}`. */
export function deleteLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/locales/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'delete'>>>
}

/** Enable or disable a language: `PUT /platform/setting/locales/{id}/enabled`. */
export function setLanguageEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/locales/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>>>
}
