// The tour: every operation of the contract, called through the SDK with realistic inputs
// taken from the sandbox's own data, through a Prism proxy that checks requests and answers.
import {
  createPlatformClient,
  login,
  type PlatformClient,
  type PlatformResult,
} from '@platform/sdk'
import type { Sandbox } from '../../src'

type DemoLogin = 'admin' | 'master' | 'user' | 'limited' | 'ldap'

export interface TourContext {
  /** A client without a session. */
  anonymous: PlatformClient
  /** A client signed in (by the real login call) as a demo account; one per login. */
  as(loginName: DemoLogin): Promise<PlatformClient>
  /** The sandbox behind the proxy: read ids, codes and the outbox from it. */
  sandbox: Sandbox
  /** The data of a success, or a failure that names the call and its error. */
  ok<T>(result: PlatformResult<T>, what: string): T
}

/** One stop of the tour: it calls some operations and checks what they answer. */
export interface TourStop {
  name: string
  run(context: TourContext): Promise<void>
}

/** A fetch that keeps cookies, as a browser does for a page. */
function jarFetch(): (request: Request) => Promise<Response> {
  let cookie: string | undefined
  return async (request) => {
    const withCookie = new Request(request)
    if (cookie && !withCookie.headers.has('cookie')) withCookie.headers.set('cookie', cookie)
    const response = await fetch(withCookie)
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';')
      if (pair?.startsWith('platform_session='))
        cookie = /Max-Age=0/i.test(setCookie) ? undefined : pair
    }
    return response
  }
}

export function createTourContext(baseUrl: string, sandbox: Sandbox): TourContext {
  const make = () => createPlatformClient({ baseUrl, fetch: jarFetch(), locale: () => 'ru' })
  const signedIn = new Map<DemoLogin, PlatformClient>()
  const context: TourContext = {
    anonymous: make(),
    sandbox,
    ok(result, what) {
      if (result.ok) return result.data
      const { kind, status, body } = result.error
      throw new Error(`${what}: ${kind} ${status ?? ''} ${JSON.stringify(body ?? {})}`)
    },
    async as(loginName) {
      const existing = signedIn.get(loginName)
      if (existing) return existing
      const client = make()
      context.ok(
        await login(client, {
          params: { path: { idAttribute: 'login' } },
          body: { flow: 'credentials', login: loginName, password: 'Sandbox-2026!' },
        }),
        `sign in as ${loginName}`,
      )
      signedIn.set(loginName, client)
      return client
    },
  }
  return context
}
