// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `getProjectInfo`. */
export const projectInfoKeys = {
  all: ['ui', 'projectInfo'] as const,
  detail: () => ['ui', 'projectInfo', 'detail'] as const,
}

/** The keys of `getMenu`. */
export const menuKeys = {
  all: ['ui', 'menu'] as const,
  details: () => ['ui', 'menu', 'detail'] as const,
  detail: (query: OperationQuery<'/platform/ui/menu', 'get'>) => ['ui', 'menu', 'detail', query] as const,
}

/** The keys of `getPlatformMenu`. */
export const platformMenuKeys = {
  all: ['ui', 'platformMenu'] as const,
  detail: () => ['ui', 'platformMenu', 'detail'] as const,
}

/** The keys of `getServicesMenu`. */
export const servicesMenuKeys = {
  all: ['ui', 'servicesMenu'] as const,
  detail: () => ['ui', 'servicesMenu', 'detail'] as const,
}

/** The keys of `getPlatformConfigure`. */
export const platformConfigureKeys = {
  all: ['ui', 'platformConfigure'] as const,
  detail: () => ['ui', 'platformConfigure', 'detail'] as const,
}

/** The keys of `getServiceApplication`. */
export const serviceApplicationKeys = {
  all: ['ui', 'serviceApplication'] as const,
  details: () => ['ui', 'serviceApplication', 'detail'] as const,
  detail: (app: OperationPathParams<'/platform/applications/{app}', 'get'>['app']) => ['ui', 'serviceApplication', 'detail', app] as const,
}

/** The keys of `getPublicSettings`. */
export const publicSettingsKeys = {
  all: ['ui', 'publicSettings'] as const,
  detail: () => ['ui', 'publicSettings', 'detail'] as const,
}

/** The keys of `getUserSettings`. */
export const userSettingsKeys = {
  all: ['ui', 'userSettings'] as const,
  detail: () => ['ui', 'userSettings', 'detail'] as const,
}

/** The keys of `listCountryCodes`. */
export const countryCodeKeys = {
  all: ['ui', 'countryCode'] as const,
  list: () => ['ui', 'countryCode', 'list'] as const,
}

/** The keys of `getDocumentView`. */
export const documentViewKeys = {
  all: ['ui', 'documentView'] as const,
  details: () => ['ui', 'documentView', 'detail'] as const,
  detail: (code: OperationPathParams<'/platform/documents/view/{code}', 'get'>['code']) => ['ui', 'documentView', 'detail', code] as const,
}

/** The keys of `getStyleAsset`. */
export const styleAssetKeys = {
  all: ['ui', 'styleAsset'] as const,
  details: () => ['ui', 'styleAsset', 'detail'] as const,
  detail: (styleCode: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>['styleCode'], asset: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>['asset']) => ['ui', 'styleAsset', 'detail', styleCode, asset] as const,
}
