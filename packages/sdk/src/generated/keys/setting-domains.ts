// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `listDomains`, `getDomain`, `searchDomains`. */
export const domainKeys = {
  all: ['setting-domains', 'domain'] as const,
  lists: () => ['setting-domains', 'domain', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/domains', 'get'>) => ['setting-domains', 'domain', 'list', query] as const,
  details: () => ['setting-domains', 'domain', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/domains/{id}', 'get'>['id']) => ['setting-domains', 'domain', 'detail', id] as const,
  searches: () => ['setting-domains', 'domain', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/domains/search', 'get'>) => ['setting-domains', 'domain', 'search', query] as const,
}

/** The keys of `getBaseDomainSettings`. */
export const baseDomainSettingsKeys = {
  all: ['setting-domains', 'baseDomainSettings'] as const,
  detail: () => ['setting-domains', 'baseDomainSettings', 'detail'] as const,
}

/** The keys of `listStyleTemplates`. */
export const styleTemplateKeys = {
  all: ['setting-domains', 'styleTemplate'] as const,
  list: () => ['setting-domains', 'styleTemplate', 'list'] as const,
}

/** The keys of `searchLocales`. */
export const localeKeys = {
  all: ['setting-domains', 'locale'] as const,
  searches: () => ['setting-domains', 'locale', 'search'] as const,
  search: (query: OperationQuery<'/platform/locales/search', 'get'>) => ['setting-domains', 'locale', 'search', query] as const,
}

/** The keys of `searchDeviceTypes`, `listDeviceTypes`. */
export const deviceTypeKeys = {
  all: ['setting-domains', 'deviceType'] as const,
  searches: () => ['setting-domains', 'deviceType', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/devices-types/search', 'get'>) => ['setting-domains', 'deviceType', 'search', query] as const,
  lists: () => ['setting-domains', 'deviceType', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/devices-types', 'get'>) => ['setting-domains', 'deviceType', 'list', query] as const,
}
