export * from './accesses'
export * from './auth'
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
export * from './invitation'
export * from './master-account'
export * from './notify'
export * from './password'
export * from './profile'
export type { MutationHooks } from './query'
export { platformMutation, shouldRetry, unwrap } from './query'
export * from './registration'
export * from './setting-applications'
export * from './setting-auth-schemas'
export * from './setting-domains'
export * from './setting-dynamic-fields'
export * from './setting-history'
export * from './setting-integration'
export * from './setting-libraries'
export * from './setting-license'
export * from './setting-lists'
export * from './setting-monitoring'
export * from './setting-providers'
export * from './setting-settings'
export * from './ui'
