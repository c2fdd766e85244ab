import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  getDocumentView,
  getMenu,
  getPlatformConfigure,
  getPlatformMenu,
  getProjectInfo,
  getPublicSettings,
  getServiceApplication,
  getServicesMenu,
  getStyleAsset,
  getUserSettings,
  listCountryCodes,
} from '../generated/operations'
import { unwrap } from '../query'
import { uiKeys } from './keys'

/** The first call of the portal; a failure is the technical error page. */
export const getProjectInfoQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.projectInfo(),
    queryFn: ({ signal }) => unwrap(getProjectInfo(client, { signal })),
    // Changes only through administration, whose mutations invalidate it.
    staleTime: 5 * 60_000,
  })

/** The public navigation, the same for everyone; the router builds its routes from it. */
export const getMenuQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/ui/menu', 'get'>,
) =>
  queryOptions({
    queryKey: uiKeys.menu(query),
    queryFn: ({ signal }) => unwrap(getMenu(client, { params: { query }, signal })),
    // The same for everyone and changed only through administration, which invalidates it.
    staleTime: 5 * 60_000,
  })

export const getPlatformMenuQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.platformMenu(),
    queryFn: ({ signal }) => unwrap(getPlatformMenu(client, { signal })),
  })

export const getServicesMenuQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.servicesMenu(),
    queryFn: ({ signal }) => unwrap(getServicesMenu(client, { signal })),
  })

export const getPlatformConfigureQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.platformConfigure(),
    queryFn: ({ signal }) => unwrap(getPlatformConfigure(client, { signal })),
  })

export const getServiceApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/applications/{app}', 'get'>,
) =>
  queryOptions({
    queryKey: uiKeys.serviceApplication(path.app),
    queryFn: ({ signal }) => unwrap(getServiceApplication(client, { params: { path }, signal })),
    // A public card that changes only when administrators edit the application.
    staleTime: 5 * 60_000,
  })

export const getPublicSettingsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.publicSettings(),
    queryFn: ({ signal }) => unwrap(getPublicSettings(client, { signal })),
    // Reference data of the visitor forms; settings mutations invalidate it.
    staleTime: 5 * 60_000,
  })

export const getUserSettingsQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.userSettings(),
    queryFn: ({ signal }) => unwrap(getUserSettings(client, { signal })),
  })

export const listCountryCodesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: uiKeys.countryCodes(),
    queryFn: ({ signal }) => unwrap(listCountryCodes(client, { signal })),
    // A short static list.
    staleTime: 30 * 60_000,
  })

export const getDocumentViewQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/documents/view/{code}', 'get'>,
) =>
  queryOptions({
    queryKey: uiKeys.documentView(path.code),
    queryFn: ({ signal }) => unwrap(getDocumentView(client, { params: { path }, signal })),
    // Legal texts change rarely and only through the libraries screens.
    staleTime: 5 * 60_000,
  })

/**
 * A style image as `{ blob, filename }`, for a screen that needs the bytes (an inline SVG);
 * `img` and CSS backgrounds use the address directly. A 404 means the style has no such image.
 */
export const getStyleAssetQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>,
) =>
  queryOptions({
    queryKey: uiKeys.styleAsset(path),
    queryFn: ({ signal }) => unwrap(getStyleAsset(client, { params: { path }, signal })),
    // An image changes only with its style, and the style code is part of the key.
    staleTime: Infinity,
  })
