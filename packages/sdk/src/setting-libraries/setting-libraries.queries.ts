import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import { getDocument, listBanners, listDocuments, listLanguages } from '../generated/operations'
import { unwrap } from '../query'
import { bannerKeys, documentKeys, languageKeys } from './keys'

export const listDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents', 'get'> = {},
) =>
  queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => unwrap(listDocuments(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The document modal in update mode, with the text of every locale. */
export const getDocumentQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/documents/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: documentKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDocument(client, { params: { path }, signal })),
  })

/** The banner modal opens on a row of this list: there is no call for one banner. */
export const listBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners', 'get'> = {},
) =>
  queryOptions({
    queryKey: bannerKeys.list(query),
    queryFn: ({ signal }) => unwrap(listBanners(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

/** The language modal opens on a row of this list: there is no call for one language. */
export const listLanguagesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/locales', 'get'> = {},
) =>
  queryOptions({
    queryKey: languageKeys.list(query),
    queryFn: ({ signal }) => unwrap(listLanguages(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })
