// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-libraries.queries'
import {
  bannerKeys,
  documentKeys,
  languageKeys,
} from '../keys'
import {
  listDocuments,
  getDocument,
  listBanners,
  listLanguages,
} from '../operations'

/** List documents: `GET /platform/setting/documents`. */
export const listDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listDocuments, query)
  return queryOptions({
    ...cache,
    queryKey: documentKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDocuments(client, { params: { query: sent }, signal })),
  })
}

/** Get a document: `GET /platform/setting/documents/{id}`. */
export const getDocumentQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/documents/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getDocument,
    queryKey: documentKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDocument(client, { params: { path }, signal })),
  })

/** List banners: `GET /platform/setting/banners`. */
export const listBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listBanners, query)
  return queryOptions({
    ...cache,
    queryKey: bannerKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listBanners(client, { params: { query: sent }, signal })),
  })
}

/** List languages: `GET /platform/setting/locales`. */
export const listLanguagesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/locales', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listLanguages, query)
  return queryOptions({
    ...cache,
    queryKey: languageKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listLanguages(client, { params: { query: sent }, signal })),
  })
}
