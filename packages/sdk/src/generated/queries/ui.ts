// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/ui.queries'
import {
  countryCodeKeys,
  documentViewKeys,
  menuKeys,
  platformConfigureKeys,
  platformMenuKeys,
  projectInfoKeys,
  publicSettingsKeys,
  serviceApplicationKeys,
  servicesMenuKeys,
  styleAssetKeys,
  userSettingsKeys,
} from '../keys'
import {
  getProjectInfo,
  getMenu,
  getPlatformMenu,
  getServicesMenu,
  getPlatformConfigure,
  getServiceApplication,
  getPublicSettings,
  getUserSettings,
  listCountryCodes,
  getDocumentView,
  getStyleAsset,
} from '../operations'

/** Project info: `GET /platform/ui/project/info`. */
export const getProjectInfoQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getProjectInfo,
    queryKey: projectInfoKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProjectInfo(client, { signal })),
  })

/** Navigation menu: `GET /platform/ui/menu`. */
export const getMenuQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/ui/menu', 'get'>,
) => {
  const [sent, cache] = withPolicy(policy.getMenu, query)
  return queryOptions({
    ...cache,
    queryKey: menuKeys.detail(sent),
    queryFn: ({ signal }) => unwrap(getMenu(client, { params: { query: sent }, signal })),
  })
}

/** Administration menu: `GET /platform/ui/menu/platform`. */
export const getPlatformMenuQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getPlatformMenu,
    queryKey: platformMenuKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformMenu(client, { signal })),
  })

/** Service switch: `GET /platform/ui/services/menu`. */
export const getServicesMenuQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getServicesMenu,
    queryKey: servicesMenuKeys.detail(),
    queryFn: ({ signal }) => unwrap(getServicesMenu(client, { signal })),
  })

/** Access flags and shell settings: `GET /platform/ui/configure/platform`. */
export const getPlatformConfigureQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getPlatformConfigure,
    queryKey: platformConfigureKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformConfigure(client, { signal })),
  })

/** Service card: `GET /platform/applications/{app}`. */
export const getServiceApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/applications/{app}', 'get'>,
) =>
  queryOptions({
    ...policy.getServiceApplication,
    queryKey: serviceApplicationKeys.detail(path.app),
    queryFn: ({ signal }) => unwrap(getServiceApplication(client, { params: { path }, signal })),
  })

/** Settings of the visitor forms: `GET /platform/application/settings/public`. */
export const getPublicSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getPublicSettings,
    queryKey: publicSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPublicSettings(client, { signal })),
  })

/** User settings: `GET /platform/users/settings`. */
export const getUserSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.getUserSettings,
    queryKey: userSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getUserSettings(client, { signal })),
  })

/** Country codes: `GET /platform/country/codes`. */
export const listCountryCodesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listCountryCodes,
    queryKey: countryCodeKeys.list(),
    queryFn: ({ signal }) => unwrap(listCountryCodes(client, { signal })),
  })

/** Legal document: `GET /platform/documents/view/{code}`. */
export const getDocumentViewQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/documents/view/{code}', 'get'>,
) =>
  queryOptions({
    ...policy.getDocumentView,
    queryKey: documentViewKeys.detail(path.code),
    queryFn: ({ signal }) => unwrap(getDocumentView(client, { params: { path }, signal })),
  })

/** Style image: `GET /platform/ui/style/{styleCode}/{asset}`. */
export const getStyleAssetQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>,
) =>
  queryOptions({
    ...policy.getStyleAsset,
    queryKey: styleAssetKeys.detail(path.styleCode, path.asset),
    queryFn: ({ signal }) => unwrap(getStyleAsset(client, { params: { path }, signal })),
  })
