// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-domains.queries'
import {
  bannerKeys,
  baseDomainSettingsKeys,
  deviceTypeKeys,
  documentKeys,
  domainKeys,
  localeKeys,
  styleTemplateKeys,
} from '../keys'
import {
  listDomains,
  getDomain,
  searchDomains,
  getBaseDomainSettings,
  listStyleTemplates,
  searchLocales,
  searchDocuments,
  searchBanners,
  searchDeviceTypes,
  listDeviceTypes,
} from '../operations'

/** List domains: `GET /platform/setting/domains`. */
export const listDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listDomains, query)
  return queryOptions({
    ...cache,
    queryKey: domainKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDomains(client, { params: { query: sent }, signal })),
  })
}

/** Get a domain: `GET /platform/setting/domains/{id}`. */
export const getDomainQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/domains/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getDomain,
    queryKey: domainKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDomain(client, { params: { path }, signal })),
  })

/** Look up domains: `GET /platform/setting/domains/search`. */
export const searchDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchDomains, query)
  return queryOptions({
    ...cache,
    queryKey: domainKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDomains(client, { params: { query: sent }, signal })),
  })
}

/** Language settings of the base domain: `GET /platform/setting/domains/base/settings`. */
export const getBaseDomainSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getBaseDomainSettings,
    queryKey: baseDomainSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getBaseDomainSettings(client, { signal })),
  })

/** Style templates: `GET /platform/setting/domains/style/templates`. */
export const listStyleTemplatesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listStyleTemplates,
    queryKey: styleTemplateKeys.list(),
    queryFn: ({ signal }) => unwrap(listStyleTemplates(client, { signal })),
  })

/** Look up languages: `GET /platform/locales/search`. */
export const searchLocalesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/locales/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchLocales, query)
  return queryOptions({
    ...cache,
    queryKey: localeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchLocales(client, { params: { query: sent }, signal })),
  })
}

/** Look up library documents: `GET /platform/setting/documents/search`. */
export const searchDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchDocuments, query)
  return queryOptions({
    ...cache,
    queryKey: documentKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDocuments(client, { params: { query: sent }, signal })),
  })
}

/** Look up banners: `GET /platform/setting/banners/search`. */
export const searchBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchBanners, query)
  return queryOptions({
    ...cache,
    queryKey: bannerKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchBanners(client, { params: { query: sent }, signal })),
  })
}

/** Look up device types: `GET /platform/setting/devices-types/search`. */
export const searchDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchDeviceTypes, query)
  return queryOptions({
    ...cache,
    queryKey: deviceTypeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDeviceTypes(client, { params: { query: sent }, signal })),
  })
}

/** List device types: `GET /platform/setting/devices-types`. */
export const listDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.listDeviceTypes, query)
  return queryOptions({
    ...cache,
    queryKey: deviceTypeKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDeviceTypes(client, { params: { query: sent }, signal })),
  })
}
