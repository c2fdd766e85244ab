// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

/** The root of every key of an area: invalidating one refreshes all its queries. */
export const areaKeys = {
  'ui': ['ui'],
  'auth': ['auth'],
  'registration': ['registration'],
  'password': ['password'],
  'invitation': ['invitation'],
  'profile': ['profile'],
  'notify': ['notify'],
  'accesses': ['accesses'],
  'master-account': ['master-account'],
  'setting-applications': ['setting-applications'],
  'setting-domains': ['setting-domains'],
  'setting-auth-schemas': ['setting-auth-schemas'],
  'setting-settings': ['setting-settings'],
  'setting-dynamic-fields': ['setting-dynamic-fields'],
  'setting-lists': ['setting-lists'],
  'setting-history': ['setting-history'],
  'setting-monitoring': ['setting-monitoring'],
  'setting-license': ['setting-license'],
  'setting-providers': ['setting-providers'],
  'setting-libraries': ['setting-libraries'],
  'setting-integration': ['setting-integration'],
} as const

export * from './ui'
export * from './auth'
export * from './registration'
export * from './password'
export * from './invitation'
export * from './profile'
export * from './notify'
export * from './accesses'
export * from './master-account'
export * from './setting-applications'
export * from './setting-domains'
export * from './setting-auth-schemas'
export * from './setting-settings'
export * from './setting-dynamic-fields'
export * from './setting-lists'
export * from './setting-history'
export * from './setting-monitoring'
export * from './setting-license'
export * from './setting-providers'
export * from './setting-libraries'
export * from './setting-integration'
