import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  getBaseDomainSettings,
  getDomain,
  listDeviceTypes,
  listDomains,
  listStyleTemplates,
  searchBanners,
  searchDeviceTypes,
  searchDocuments,
  searchDomains,
  searchLocales,
} from '../generated/operations'
import { unwrap } from '../query'
import { deviceTypeKeys, domainKeys, lookupKeys } from './keys'

export const listDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains', 'get'> = {},
) =>
  queryOptions({
    queryKey: domainKeys.list(query),
    queryFn: ({ signal }) => unwrap(listDomains(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })

export const getDomainQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/domains/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: domainKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDomain(client, { params: { path }, signal })),
  })

export const searchDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: domainKeys.search(query),
    queryFn: ({ signal }) => unwrap(searchDomains(client, { params: { query }, signal })),
  })

/** The base domain's languages, which prefill a new domain when the create modal opens. */
export const getBaseDomainSettingsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: domainKeys.baseSettings(),
    queryFn: ({ signal }) => unwrap(getBaseDomainSettings(client, { signal })),
  })

export const listStyleTemplatesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: domainKeys.styleTemplates(),
    queryFn: ({ signal }) => unwrap(listStyleTemplates(client, { signal })),
    // Reference data: templates ship with the platform and no call here changes them.
    staleTime: 5 * 60_000,
  })

export const searchLocalesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/locales/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: lookupKeys.locales(query),
    queryFn: ({ signal }) => unwrap(searchLocales(client, { params: { query }, signal })),
  })

export const searchDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: lookupKeys.documents(query),
    queryFn: ({ signal }) => unwrap(searchDocuments(client, { params: { query }, signal })),
  })

export const searchBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: lookupKeys.banners(query),
    queryFn: ({ signal }) => unwrap(searchBanners(client, { params: { query }, signal })),
  })

export const searchDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: deviceTypeKeys.search(query),
    queryFn: ({ signal }) => unwrap(searchDeviceTypes(client, { params: { query }, signal })),
  })

export const listDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types', 'get'> = {},
) =>
  queryOptions({
    queryKey: deviceTypeKeys.list(query),
    queryFn: ({ signal }) => unwrap(listDeviceTypes(client, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  })
