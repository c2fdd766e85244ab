export type {
  DownloadedFile,
  Method,
  OperationArgs,
  OperationData,
  OperationInit,
  OperationPathParams,
  OperationQuery,
  Path,
  PlatformClient,
  PlatformClientOptions,
  PlatformResult,
  RequestExtras,
} from './client'
export { createPlatformClient, filenameFrom } from './client'
export type { PlatformErrorInit, PlatformErrorKind } from './errors'
export {
  errorFromResponse,
  isErrorBody,
  isPlatformError,
  kindOfStatus,
  PlatformError,
  retryAfterSeconds,
} from './errors'
export * from './generated/operations'
export * from './generated/platform'
// Transitional, while screens still import the query layer from the root: it lives in
// `@platform/sdk/query`, and this line (the root's only way to React Query) goes once they do.
export * from './query/index'
