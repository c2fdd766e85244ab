// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

/** The keys of `listAuthFlows`. */
export const authFlowKeys = {
  all: ['setting-auth-schemas', 'authFlow'] as const,
  list: () => ['setting-auth-schemas', 'authFlow', 'list'] as const,
}

/** The keys of `listAuthSchemes`. */
export const authSchemeKeys = {
  all: ['setting-auth-schemas', 'authScheme'] as const,
  list: () => ['setting-auth-schemas', 'authScheme', 'list'] as const,
}
