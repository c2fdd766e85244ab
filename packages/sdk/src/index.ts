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
