import type { ErrorBody, FieldErrors } from './generated/platform'

/** What went wrong, independent of the HTTP details. */
export type PlatformErrorKind =
  | 'network'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'directoryAccount'
  | 'conflict'
  | 'rateLimited'
  | 'server'
  | 'unexpected'

export interface PlatformErrorInit {
  kind: PlatformErrorKind
  status?: number
  body?: ErrorBody
  /** `GET /platform/user/profile`: the operation's method and path template. */
  operation?: string
  /** Seconds to wait before trying again, from a 429's `Retry-After`. */
  retryAfter?: number
  cause?: unknown
}

/**
 * Every failure of a platform call: no answer, an error status, or an answer that does not
 * match the contract. `kind` is what screens branch on; `body` is the contract's error body.
 */
export class PlatformError extends Error {
  readonly kind: PlatformErrorKind
  readonly status: number | undefined
  readonly body: ErrorBody | undefined
  readonly operation: string | undefined
  /** Seconds to wait before trying again (a 429 with `Retry-After`); `undefined` when unknown. */
  readonly retryAfter: number | undefined

  constructor({ kind, status, body, operation, retryAfter, cause }: PlatformErrorInit) {
    super(`${kind}${status ? ` ${status}` : ''}${operation ? ` on ${operation}` : ''}`, { cause })
    this.name = 'PlatformError'
    this.kind = kind
    this.status = status
    this.body = body
    this.operation = operation
    this.retryAfter = retryAfter
  }

  /** Errors per field, as message keys (400 and 409). */
  get errorList(): FieldErrors | undefined {
    return this.body?.errorList
  }

  /** The HTTP method of the failed call, upper case. */
  get method(): string | undefined {
    return this.operation?.split(' ')[0]
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError
}

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
    case 429:
      return 'rateLimited'
    default:
      return status >= 500 ? 'server' : 'unexpected'
  }
}

const booleanMembers = ['canceledError', 'accessError', 'expired'] as const
const stringMembers = ['message', 'linkStatus', 'providerError', 'error', 'reason'] as const
const arrayMembers = ['termsRequired', 'uniqueErrors', 'requiredRights'] as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether a parsed error answer has the shape of the contract's error body. Members the
 * contract does not know are tolerated (a newer platform may add some); known members of
 * the wrong type are not.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value)) return false
  if (booleanMembers.some((key) => key in value && typeof value[key] !== 'boolean')) return false
  if (stringMembers.some((key) => key in value && typeof value[key] !== 'string')) return false
  if (arrayMembers.some((key) => key in value && !Array.isArray(value[key]))) return false
  if ('errorList' in value) {
    const list = value.errorList
    if (!isRecord(list)) return false
    for (const codes of Object.values(list)) {
      if (!Array.isArray(codes) || codes.some((code) => typeof code !== 'string')) return false
    }
  }
  return true
}

/**
 * `Retry-After` as seconds from now: delta-seconds or an HTTP date (RFC 9110); `undefined`
 * when absent or unreadable, so the caller picks its own wait.
 */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * Builds the error for an answer with an error status. An error body that is present but
 * not the contract's is `unexpected` (it may be a proxy's HTML page); 5xx is always `server`.
 */
export function errorFromResponse(
  response: Response,
  rawBody: unknown,
  operation?: string,
): PlatformError {
  const status = response.status
  const kind = kindOfStatus(status) ?? 'unexpected'
  const empty = rawBody === undefined || rawBody === ''
  if (kind === 'rateLimited') {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'))
    const body = isErrorBody(rawBody) ? rawBody : undefined
    return new PlatformError({ kind, status, body, operation, retryAfter })
  }
  if (kind === 'server' || empty) return new PlatformError({ kind, status, operation })
  if (isErrorBody(rawBody)) return new PlatformError({ kind, status, body: rawBody, operation })
  return new PlatformError({ kind: 'unexpected', status, operation, cause: rawBody })
}
