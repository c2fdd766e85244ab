// Test kit of the companies slice's tests: a sandbox on a fixed clock and clients signed in
// through the real login call, each with its own cookie jar (several people at once).
import {
  createPlatformClient,
  login,
  type PlatformClient,
  type PlatformError,
  type PlatformResult,
} from '@platform/sdk'
import { createSandbox, type Sandbox } from '../../src/sandbox'
import { type Account, demoPassword } from '../../src/state/core'

export const fixedDate = new Date('2026-11-21T09:00:00Z')
const baseUrl = 'http://sandbox.test/api/v1'

export function newSandbox(clock: () => Date = () => fixedDate): Sandbox {
  return createSandbox({ now: clock })
}

export async function clientAs(
  sandbox: Sandbox,
  loginName: string,
  locale = 'ru',
): Promise<PlatformClient> {
  let cookie: string | undefined
  const client = createPlatformClient({
    baseUrl,
    locale: () => locale,
    fetch: async (request) => {
      const response = await sandbox.handle(request, cookie)
      const setCookie = response.headers.get('Set-Cookie')
      if (setCookie?.startsWith('platform_session=')) cookie = setCookie.split(';')[0]
      return response
    },
  })
  const signIn = (termsAgree?: { type: string; agree: boolean }[]) =>
    login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: loginName, password: demoPassword, termsAgree },
    })
  let result = await signIn()
  // As the portal does: a 403 asks for the required agreements, which the person accepts.
  const required = result.error?.body?.termsRequired
  if (result.error?.status === 403 && required) {
    result = await signIn(required.map((entry) => ({ type: entry.type, agree: true })))
  }
  if (!result.ok) throw new Error(`cannot sign in as ${loginName}`)
  return client
}

export function account(sandbox: Sandbox, loginName: string): Account {
  const found = sandbox.state.core.accounts.find((candidate) => candidate.login === loginName)
  if (!found) throw new Error(`no account ${loginName}`)
  return found
}

/** The error of a call that must fail (its status, `errorList`, `reason`). */
export function failure<T>(result: PlatformResult<T>): PlatformError {
  if (result.ok) throw new Error('expected the call to fail')
  return result.error
}
