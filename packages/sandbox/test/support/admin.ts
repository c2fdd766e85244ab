// For the tests of the administration areas: a fresh sandbox on a clock the test moves, and a
// client signed in as a demo account, with its own cookie.
import { createPlatformClient, login, type PlatformClient } from '@platform/sdk'
import { createSandbox, type Sandbox } from '../../src/sandbox'
import { demoPassword } from '../../src/state/core'

export const fixedNow = new Date('2026-11-21T09:30:00Z')

/** The sandbox's clock; `advance` moves it on. */
interface Clock {
  now: Date
  advance(ms: number): void
}

export interface Signed {
  sandbox: Sandbox
  client: PlatformClient
  clock: Clock
}

export async function signIn(
  sandbox: Sandbox,
  loginName: string,
  locale: 'ru' | 'en' = 'ru',
): Promise<PlatformClient> {
  // Each client keeps its own cookie, so several people can be signed in at once.
  let cookie: string | undefined
  const client = createPlatformClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const response = await sandbox.handle(request, cookie)
      const setCookie = response.headers.get('Set-Cookie')
      if (setCookie?.startsWith('platform_session=')) [cookie] = setCookie.split(';')
      return response
    },
    locale: () => locale,
  })
  const termsAgree = sandbox.state.libraries.documents
    .filter((document) => document.type === 'agreement')
    .map((document) => ({ type: document.code, agree: true }))
  const result = await login(client, {
    params: { path: { idAttribute: 'login' } },
    body: { flow: 'credentials', login: loginName, password: demoPassword, termsAgree },
  })
  if (!result.ok) throw new Error(`sign-in as ${loginName} failed: ${result.error.status}`)
  return client
}

/** A fresh sandbox and a client signed in as a demo account (`admin` by default). */
export async function signedIn(loginName = 'admin', locale: 'ru' | 'en' = 'ru'): Promise<Signed> {
  const clock: Clock = {
    now: fixedNow,
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const sandbox = createSandbox({ now: () => clock.now })
  return { sandbox, clock, client: await signIn(sandbox, loginName, locale) }
}

export { data, failure } from './results'
