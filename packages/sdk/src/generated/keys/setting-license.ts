// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

/** The keys of `getLicense`. */
export const licenseKeys = {
  all: ['setting-license', 'license'] as const,
  detail: () => ['setting-license', 'license', 'detail'] as const,
}

/** The keys of `getLicenseSessions`. */
export const licenseSessionsKeys = {
  all: ['setting-license', 'licenseSessions'] as const,
  detail: () => ['setting-license', 'licenseSessions', 'detail'] as const,
}
