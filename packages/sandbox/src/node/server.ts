import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { createSandbox, type Sandbox, SandboxNetworkFault, styleBase } from '../sandbox'
import { corsHeaders, originPolicy } from './cors'
import { rootPage } from './root-page'

type Next = (error?: unknown) => void

function toRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = incoming.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    // Node's fetch needs this for a streamed body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit)
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') outgoing.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) outgoing.setHeader('Set-Cookie', cookies)
  outgoing.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Connect-style middleware that answers `/api/v1/*`, the style base `/style/*` and
 * `/__sandbox/*` from the sandbox and passes anything else on (Vite's dev and preview servers
 * use it).
 */
export function createSandboxMiddleware(sandbox: Sandbox = createSandbox()) {
  return (incoming: IncomingMessage, outgoing: ServerResponse, next?: Next) => {
    const url = incoming.url ?? '/'
    if (!url.startsWith('/api/v1') && !url.startsWith(styleBase) && !url.includes('/__sandbox/')) {
      next?.()
      return
    }
    const origin = `http://${incoming.headers.host ?? '127.0.0.1'}`
    sandbox
      .handle(toRequest(incoming, origin))
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        if (error instanceof SandboxNetworkFault) incoming.socket.destroy()
        else if (next) next(error)
        else {
          outgoing.statusCode = 500
          outgoing.end()
        }
      })
  }
}

export interface RunningSandbox {
  url: string
  sandbox: Sandbox
  close: () => Promise<void>
}

/**
 * The sandbox alone, as an HTTP server; every path is the API (with or without /api/v1), and
 * `/` says what it is. Pages on this machine and the `allowedOrigins` may call it from another
 * origin with cookies (CORS, preflights answered).
 */
export async function startSandboxServer({
  port = 4020,
  host = '127.0.0.1',
  sandbox = createSandbox(),
  allowedOrigins = [],
}: {
  port?: number
  host?: string
  sandbox?: Sandbox
  /** Exact origins besides this machine's that may call it with cookies. */
  allowedOrigins?: readonly string[]
} = {}): Promise<RunningSandbox> {
  const policy = originPolicy(allowedOrigins)
  const server = createServer((incoming, outgoing) => {
    const origin = incoming.headers.origin
    const method = incoming.method ?? 'GET'
    if (method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      const headers = corsHeaders(origin, policy, {
        requestHeaders: incoming.headers['access-control-request-headers'],
      })
      outgoing.writeHead(headers ? 204 : 403, headers ?? {}).end()
      return
    }
    const cors = corsHeaders(origin, policy)
    for (const [name, value] of Object.entries(cors ?? {})) outgoing.setHeader(name, value)
    if ((method === 'GET' || method === 'HEAD') && (incoming.url === '/' || incoming.url === '')) {
      outgoing.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      })
      outgoing.end(method === 'HEAD' ? undefined : rootPage())
      return
    }
    sandbox
      .handle(toRequest(incoming, `http://${host}:${port}`))
      .then((response) => send(response, outgoing))
      .catch((error: unknown) => {
        if (error instanceof SandboxNetworkFault) incoming.socket.destroy()
        else {
          console.error(error)
          outgoing.statusCode = 500
          outgoing.end()
        }
      })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    sandbox,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
