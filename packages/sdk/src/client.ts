import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch'
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers'
import { errorFromResponse, PlatformError } from './errors'
import type { paths } from './generated/platform'

export type Method = Extract<HttpMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>
export type Path<M extends Method> = PathsWithMethod<paths, M>

type InitOf<P extends Path<M>, M extends Method> = NonNullable<MaybeOptionalInit<paths[P], M>>
type ContractPart<P extends Path<M>, M extends Method> = Pick<
  InitOf<P, M>,
  Extract<keyof InitOf<P, M>, 'params' | 'body'>
>

/** The request of an operation: the contract's parameters and body, plus a signal or headers. */
export type OperationInit<P extends Path<M>, M extends Method> = ContractPart<P, M> & RequestExtras

/** The request argument of an operation: required when it has required parameters or a body. */
export type OperationArgs<P extends Path<M>, M extends Method> =
  RequiredKeysOf<ContractPart<P, M>> extends never
    ? [init?: OperationInit<P, M>]
    : [init: OperationInit<P, M>]

/** What a caller may add to any call besides the contract's parameters and body. */
export interface RequestExtras {
  signal?: AbortSignal
  headers?: Record<string, string>
}

type Data<T> = [T] extends [never] ? undefined : T

/** The success body of an operation; `undefined` for 204 answers. */
export type OperationData<
  P extends Path<M>,
  M extends Method,
> = paths[P][M] extends infer Operation extends Record<string | number, unknown>
  ? Data<SuccessResponse<ResponseObjectMap<Operation>, `${string}/${string}`>>
  : never

/** A downloaded file and the name the platform gave it. */
export interface DownloadedFile {
  blob: Blob
  filename: string | undefined
}

/** The outcome of a call. The fetch layer never throws: failures come back as `error`. */
export type PlatformResult<T> =
  | { ok: true; data: T; error?: undefined; response: Response }
  | { ok: false; data?: undefined; error: PlatformError; response?: Response }

export interface PlatformClientOptions {
  /** Where the platform's API lives. @default '/api/v1' */
  baseUrl?: string
  /** Injected by tests, Storybook and the sandbox. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>
  /** The interface locale, sent as `Accept-Language` on every call. */
  locale?: () => string | undefined
  /** Called on every 401 answer, for example to send the person to sign-in. */
  onUnauthenticated?: (error: PlatformError) => void
  /** Headers sent with every call. */
  headers?: Record<string, string>
}

/**
 * A client of the platform API: what every operation function (`getProfile(client)`, …) takes.
 * Those functions are the one way to call the platform; each types its own request and result.
 */
export interface PlatformClient {
  /**
   * The untyped core the generated operation functions call (typing 200 operations once each,
   * there, keeps type-checking fast). Call the operation functions instead.
   * @internal
   */
  send(
    kind: 'call' | 'download' | 'upload',
    method: Method,
    path: string,
    init: object | undefined,
  ): Promise<PlatformResult<unknown>>
}

/** `attachment; filename*=UTF-8''%D0%B0.xlsx` or `attachment; filename="a.xlsx"` → the name. */
export function filenameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''))
    } catch {
      // A malformed encoded name falls back to the plain one below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim()
}

function toFormData(body: unknown): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    form.append(name, value instanceof Blob ? value : String(value))
  }
  return form
}

/** A relative base resolves against the page, so runtimes whose Request needs a full URL work. */
function absolute(baseUrl: string): string {
  const page = globalThis.location?.href
  return page ? new URL(baseUrl, page).href.replace(/\/$/, '') : baseUrl
}

/** Creates a client of the platform API. One per app (or per test); it holds no global state. */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const raw = createClient<paths>({
    baseUrl: absolute(options.baseUrl ?? '/api/v1'),
    fetch: options.fetch ?? ((input: Request) => globalThis.fetch(input)),
    credentials: 'include',
    headers: options.headers,
  })
  const locale: Middleware = {
    onRequest({ request }) {
      const value = options.locale?.()
      if (value) request.headers.set('Accept-Language', value)
      return request
    },
  }
  raw.use(locale)

  async function request(
    method: Method,
    path: string,
    init: object | undefined,
    extra: Record<string, unknown>,
  ): Promise<PlatformResult<unknown>> {
    const operation = `${method.toUpperCase()} ${path}`
    let outcome: { data?: unknown; error?: unknown; response: Response }
    try {
      // The generic request method cannot be re-typed per call here; the generated operation
      // functions type each call.
      const untyped = raw.request as unknown as (
        m: string,
        p: string,
        i: Record<string, unknown>,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
      outcome = await untyped(method, path, { ...init, ...extra })
    } catch (cause) {
      // fetch rejects only without an answer; a body that is not JSON throws SyntaxError.
      const kind = cause instanceof SyntaxError ? 'unexpected' : 'network'
      return { ok: false, error: new PlatformError({ kind, operation, cause }) }
    }
    const { response } = outcome
    if (response.ok) return { ok: true, data: outcome.data, response }
    const error = errorFromResponse(response, outcome.error, operation)
    if (error.kind === 'unauthenticated') options.onUnauthenticated?.(error)
    return { ok: false, error, response }
  }

  async function download(
    method: Method,
    path: string,
    init: object | undefined,
  ): Promise<PlatformResult<DownloadedFile>> {
    const result = await request(method, path, init, { parseAs: 'blob' })
    if (!result.ok) return result
    const blob = result.data instanceof Blob ? result.data : new Blob([])
    const filename = filenameFrom(result.response.headers.get('Content-Disposition'))
    return { ok: true, data: { blob, filename }, response: result.response }
  }

  return {
    send(kind, method, path, init) {
      if (kind === 'download') return download(method, path, init)
      return request(method, path, init, kind === 'upload' ? { bodySerializer: toFormData } : {})
    },
  }
}

type Parameters_<P extends Path<M>, M extends Method> = paths[P][M] extends {
  parameters: infer Declared
}
  ? Declared
  : never

/** The query parameters of an operation (all optional members stay optional). */
export type OperationQuery<P extends Path<M>, M extends Method> = NonNullable<
  Parameters_<P, M> extends { query?: infer Query } ? Query : never
>

/** The path parameters of an operation. */
export type OperationPathParams<P extends Path<M>, M extends Method> = NonNullable<
  Parameters_<P, M> extends { path?: infer PathParams } ? PathParams : never
>
