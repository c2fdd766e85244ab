// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

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
export * from './setting-license'
export * from './setting-providers'
export * from './setting-libraries'
export * from './setting-integration'
