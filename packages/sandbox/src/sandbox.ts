import { providePhoneRules } from '@platform/forms'
import { operationRoutes } from '@platform/sdk'
import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import numberingPlans from 'libphonenumber-js/min/metadata'
import type { Context, OperationId } from './contract'
import { createFaults, type Fault, type Faults, sandboxClientHeader } from './faults'
import { handlers } from './handlers'
import { readCookie, sessionCookieName } from './http/cookies'
import { type AnyReply, errorResponse, toResponse } from './http/reply'
import { matchRoute, parseQuery } from './http/router'
import { createOutbox, type Outbox } from './outbox'
import { createState } from './seed'
import type { SandboxState, SignedIn } from './state'
import { findAccount } from './state/core'

export interface SandboxOptions {
  /** Seed of the generated data. @default 2026 */
  seed?: number
  /** The sandbox's clock; tests pass a fixed one. @default () => new Date() */
  now?: () => Date
}

export interface Sandbox {
  /**
   * A `fetch` that answers as the platform would, for tests and Storybook. It keeps the
   * session cookie itself, as a browser would, because no browser handles an injected fetch.
   */
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>
  /**
   * Answers one HTTP request, for the Node server: the session comes from the request's
   * `Cookie` header, or from `cookie` when the caller keeps it (browsers refuse to set that
   * header on a Request).
   */
  handle: (request: Request, cookie?: string) => Promise<Response>
  state: SandboxState
  outbox: Outbox
  faults: Faults
  /**
   * Moves the sandbox's clock forward, for everyone: codes and links expire, resend delays
   * and sessions run out without waiting. `reset` puts the clock back.
   */
  advanceClock: (seconds: number) => void
  /** Back to the seeded state: new data, empty outbox, no faults, no sessions, the real time. */
  reset: () => void
}

/** Thrown by `handle` for a `network` fault: the server then drops the connection. */
export class SandboxNetworkFault extends Error {
  constructor() {
    super('sandbox network fault: no answer')
    this.name = 'SandboxNetworkFault'
  }
}

const apiPrefix = '/api/v1'

/** The style base: `/style/{code}/{asset}` beside the portal is the style image call. */
export const styleBase = '/style/'

/** The API path of a URL: after `/api/v1` when present (Prism proxies without it). */
function apiPath(url: URL): string {
  if (url.pathname.startsWith(styleBase)) {
    return `/platform/ui/style/${url.pathname.slice(styleBase.length)}`
  }
  const at = url.pathname.indexOf(apiPrefix)
  return at === -1 ? url.pathname : url.pathname.slice(at + apiPrefix.length) || '/'
}

function localeOf(request: Request): 'ru' | 'en' {
  return request.headers.get('Accept-Language')?.toLowerCase().startsWith('en') ? 'en' : 'ru'
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData()
    return Object.fromEntries(form.entries())
  }
  const text = await request.text()
  if (!text) return undefined
  return JSON.parse(text)
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  // The phone rule's parser and numbering plans, which a page loads on demand, are the
  // sandbox's at once.
  providePhoneRules({ parse: parsePhoneNumberFromString, plans: numberingPlans })
  const clock = options.now ?? (() => new Date())
  let offsetMs = 0
  const now = () => new Date(clock().getTime() + offsetMs)
  const outbox = createOutbox(now)
  const faults = createFaults()
  let state = createState({ seed: options.seed, now: now() })

  function signedIn(request: Request, cookie?: string): SignedIn | undefined {
    const id = readCookie(cookie ?? request.headers.get('Cookie'), sessionCookieName)
    const session = state.core.sessions.find((candidate) => candidate.id === id)
    if (!session || Date.parse(session.expiry) <= now().getTime()) return undefined
    const account = findAccount(state.core, session.accountId)
    if (!account?.enabled) return undefined
    return { account, session }
  }

  async function sandboxEndpoint(request: Request, path: string): Promise<Response> {
    if (path === '/__sandbox/outbox' && request.method === 'GET') {
      return Response.json(outbox.list())
    }
    if (path === '/__sandbox/outbox' && request.method === 'DELETE') {
      outbox.clear()
      return new Response(null, { status: 204 })
    }
    if (path === '/__sandbox/faults' && request.method === 'POST') {
      faults.add((await request.json()) as Fault)
      return new Response(null, { status: 204 })
    }
    if (path === '/__sandbox/faults' && request.method === 'GET')
      return Response.json(faults.list())
    if (path === '/__sandbox/faults' && request.method === 'DELETE') {
      faults.clear(new URL(request.url).searchParams.get('client') ?? undefined)
      return new Response(null, { status: 204 })
    }
    if (path === '/__sandbox/clock' && request.method === 'GET') {
      return Response.json({ now: now().toISOString(), offsetSeconds: offsetMs / 1000 })
    }
    if (path === '/__sandbox/clock' && request.method === 'POST') {
      const { advanceSeconds } = ((await request.json().catch(() => null)) ?? {}) as {
        advanceSeconds?: unknown
      }
      if (
        typeof advanceSeconds !== 'number' ||
        !Number.isFinite(advanceSeconds) ||
        advanceSeconds <= 0
      ) {
        return errorResponse(422, 'advanceSeconds must be a positive, finite number')
      }
      sandbox.advanceClock(advanceSeconds)
      return Response.json({ now: now().toISOString(), offsetSeconds: offsetMs / 1000 })
    }
    if (path === '/__sandbox/reset' && request.method === 'POST') {
      sandbox.reset()
      return new Response(null, { status: 204 })
    }
    return errorResponse(404, `No sandbox endpoint ${request.method} ${path}`)
  }

  /**
   * The answer, and the session cookie it sets: the jar needs the cookie apart from the
   * Response, because browsers hide Set-Cookie from script.
   */
  async function answer(
    request: Request,
    cookie?: string,
  ): Promise<{ response: Response; setCookie?: string }> {
    const response = (value: Response) => ({ response: value })
    const url = new URL(request.url)
    if (url.pathname.includes('/__sandbox/')) {
      return response(
        await sandboxEndpoint(request, url.pathname.slice(url.pathname.indexOf('/__sandbox/'))),
      )
    }
    const path = apiPath(url)
    const fault = faults.take(path, request.headers.get(sandboxClientHeader), request.method)
    if (fault?.type === 'network') throw new SandboxNetworkFault()
    if (fault?.type === 'server')
      return response(errorResponse(500, 'Sandbox fault: internal error'))
    if (fault?.type === 'malformed') {
      return response(
        new Response('{"sandbox": "malformed', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    }
    if (fault?.type === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 3000))
    }

    const match = matchRoute(request.method, path)
    if (!match || match === 'methodNotAllowed') {
      return response(errorResponse(404, `No operation ${request.method} ${path}`))
    }
    const { operationId, params } = match
    const session = signedIn(request, cookie)
    if (operationRoutes[operationId].secured && !session) {
      return response(errorResponse(401, 'Session is missing or expired'))
    }
    let body: unknown
    try {
      body = await readBody(request)
    } catch {
      return response(errorResponse(422, 'The request body is not valid JSON'))
    }
    if (session) session.session.lastAccess = now().toISOString()

    const context = {
      params,
      query: parseQuery(operationId, url.searchParams),
      body,
      state,
      session,
      locale: localeOf(request),
      now: now(),
      outbox,
      request,
    }
    const handler = handlers[operationId] as unknown as (
      context: Context<OperationId>,
    ) => AnyReply | Promise<AnyReply>
    try {
      const reply = await handler(context as unknown as Context<OperationId>)
      return { response: toResponse(reply), setCookie: reply.headers?.['Set-Cookie'] }
    } catch (error) {
      console.error(`sandbox: ${operationId} failed`, error)
      return response(errorResponse(500, `Sandbox error in ${operationId}`))
    }
  }

  async function handle(request: Request, cookie?: string): Promise<Response> {
    return (await answer(request, cookie)).response
  }

  let jar: string | undefined
  async function fetchWithJar(
    input: Request | string | URL,
    init?: RequestInit,
  ): Promise<Response> {
    const request = new Request(input, init)
    let answered: { response: Response; setCookie?: string }
    try {
      answered = await answer(request, request.headers.get('Cookie') ?? jar)
    } catch (error) {
      if (error instanceof SandboxNetworkFault) throw new TypeError('Failed to fetch')
      throw error
    }
    const { response, setCookie } = answered
    if (setCookie?.startsWith(`${sessionCookieName}=`)) {
      const [pair] = setCookie.split(';')
      jar = /Max-Age=0/.test(setCookie) ? undefined : pair
    }
    return response
  }

  const sandbox: Sandbox = {
    fetch: fetchWithJar,
    handle,
    get state() {
      return state
    },
    outbox,
    faults,
    advanceClock(seconds) {
      if (Number.isFinite(seconds) && seconds > 0) offsetMs += seconds * 1000
    },
    reset() {
      offsetMs = 0
      state = createState({ seed: options.seed, now: now() })
      outbox.clear()
      faults.clear()
      jar = undefined
    },
  }
  return sandbox
}
