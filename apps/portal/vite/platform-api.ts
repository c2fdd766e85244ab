import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { type Plugin, type ProxyOptions, runnerImport } from 'vite'

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

const sandboxEntry = fileURLToPath(
  new URL('../../../packages/sandbox/src/node/index.ts', import.meta.url),
)

/**
 * Loads the sandbox from its TypeScript source with Vite's module runner and our source
 * export condition, so `npm start` and `npm run dev` need no package build first.
 */
async function sandboxMiddleware(): Promise<Middleware> {
  const { module } = await runnerImport<{ createSandboxMiddleware: () => Middleware }>(
    sandboxEntry,
    {
      configFile: false,
      logLevel: 'warn',
      // runnerImport's environment is `inline` and external by default: our packages are
      // inlined from source (by the condition), never loaded from a dist that may not exist.
      environments: {
        inline: { resolve: { noExternal: [/^@platform\//], conditions: ['@platform/source'] } },
      },
    },
  )
  return module.createSandboxMiddleware()
}

function proxyTo(target: string): Record<string, ProxyOptions> {
  const url = new URL(target)
  const basePath = url.pathname.replace(/\/$/, '')
  return {
    '/api/v1': {
      target: url.origin,
      changeOrigin: true,
      secure: true,
      // Session cookies of the platform must stick to this origin while developing.
      cookieDomainRewrite: '',
      rewrite: (path) => path.replace(/^\/api\/v1/, basePath),
    },
    // The style base (logos and backgrounds) sits beside the API on the platform's origin.
    '/style': { target: url.origin, changeOrigin: true, secure: true },
  }
}

/**
 * Node closes a keep-alive connection after 5 s of silence; a client that sends on it in that
 * very moment gets ECONNRESET (the end-to-end tests' API contexts did, on a busy machine). The
 * preview server serves one machine's browser and tests: it leaves idle connections to them.
 */
function keepIdleConnections(server: object | null) {
  if (server && 'keepAliveTimeout' in server) server.keepAliveTimeout = 0
}

/**
 * The portal's `/api/v1` and style base `/style`: a real platform when `PLATFORM_API_URL` is set (through Vite's
 * proxy), otherwise the sandbox, in the same process, with its outbox at `/__sandbox/outbox`.
 * The API base is server configuration, never baked into the bundle.
 */
export function platformApi(target = process.env.PLATFORM_API_URL): Plugin {
  if (target) {
    const proxy = proxyTo(target)
    return { name: 'platform-api', config: () => ({ server: { proxy }, preview: { proxy } }) }
  }
  let shared: Promise<Middleware> | undefined
  const middleware = () => {
    shared ??= sandboxMiddleware()
    return shared
  }
  const announce = (print: (message: string) => void) =>
    print(
      '  Sandbox API: sign in as admin, master, user, limited or ldap with the password Sandbox-2026!',
    )
  return {
    name: 'platform-api',
    async configureServer(server) {
      server.middlewares.use(await middleware())
      announce((message) => server.config.logger.info(message))
    },
    async configurePreviewServer(server) {
      keepIdleConnections(server.httpServer)
      server.middlewares.use(await middleware())
      announce((message) => server.config.logger.info(message))
    },
  }
}
