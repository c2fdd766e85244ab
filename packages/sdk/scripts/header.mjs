/** The first lines of every generated file. */
export const header =
  '// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:\n' +
  '// change the contract (or a table in src/query/policies) and run\n' +
  '// `npm run gen -w @platform/sdk`.\n'
