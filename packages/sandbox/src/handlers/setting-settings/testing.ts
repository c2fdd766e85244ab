// The tests of the administration areas: a fresh sandbox with a signed-in client.
import {
  createPlatformClient,
  login,
  type PlatformClient,
  type PlatformResult,
} from '@platform/sdk'
import { createSandbox, type Sandbox } from '../../sandbox'

export const fixedNow = new Date('2026-11-21T09:30:00Z')

export interface Signed {
  sandbox: Sandbox
  client: PlatformClient
}

/** A fresh sandbox and a client signed in as a demo account (`admin` by default). */
export async function signedIn(loginName = 'admin', locale = 'ru'): Promise<Signed> {
  const sandbox = createSandbox({ now: () => fixedNow })
  const client = createPlatformClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: sandbox.fetch,
    locale: () => locale,
  })
  // Accepting every agreement keeps the sign-in independent of what the profile seed accepted.
  const termsAgree = (sandbox.state.libraries?.documents ?? [])
    .filter((document) => document.type === 'agreement')
    .map((document) => ({ type: document.code, agree: true }))
  const result = await login(client, {
    params: { path: { idAttribute: 'login' } },
    body: { flow: 'credentials', login: loginName, password: 'Sandbox-2026!', termsAgree },
  })
  if (!result.ok) throw new Error(`sign-in as ${loginName} failed: ${result.error.status}`)
  return { sandbox, client }
}

/** The data of a success; a failure throws with its status and body. */
export function data<T>(result: PlatformResult<T>): T {
  if (result.ok) return result.data
  throw new Error(`${result.error.status}: ${JSON.stringify(result.error.body)}`)
}

/** The status and error body of a failure; a success throws. */
export function failure<T>(result: PlatformResult<T>) {
  if (result.ok) throw new Error('expected a failure')
  return { status: result.error.status, body: result.error.body }
}
