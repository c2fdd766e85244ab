/** What went wrong, independent of the HTTP details. */
export type PlatformErrorKind =
  | 'network'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'directoryAccount'
  | 'conflict'
  | 'server'
  | 'unexpected'

/** The kind a response status stands for; `undefined` for success statuses. */
export function kindOfStatus(status: number): PlatformErrorKind | undefined {
  if (status >= 200 && status < 400) return undefined
  switch (status) {
    case 400:
    case 422:
      return 'validation'
    case 401:
      return 'unauthenticated'
    case 403:
      return 'forbidden'
    case 404:
      return 'notFound'
    case 405:
      return 'directoryAccount'
    case 409:
      return 'conflict'
    default:
      return status >= 500 ? 'server' : 'unexpected'
  }
}
