// Helpers of the visitor and profile tests: a sandbox on a controllable clock, browsers with
// their own cookies, and readers of results and of the outbox.
import {
  createPlatformClient,
  getPublicSettings,
  login,
  type PlatformClient,
  requestRegistrationLink,
  sendRegistrationCode,
  verifyRegistrationCode,
} from '@platform/sdk'
import type { OutboxMessage } from '../../src/outbox'
import { createSandbox, type Sandbox } from '../../src/sandbox'
import { type Account, demoPassword } from '../../src/state/core'
import { data } from './results'

const startedAt = new Date('2026-11-21T09:30:00Z')

export interface TestBed {
  sandbox: Sandbox
  /** A browser: the sandbox's own fetch, which keeps the session cookie. */
  client: PlatformClient
  /** Another browser with its own cookie. */
  browser(headers?: Record<string, string>): PlatformClient
  advance(seconds: number): void
}

export function testBed(): TestBed {
  let now = startedAt
  const sandbox = createSandbox({ now: () => now })
  const baseUrl = 'http://sandbox.test/api/v1'
  return {
    sandbox,
    client: createPlatformClient({ baseUrl, fetch: sandbox.fetch }),
    browser(headers) {
      let cookie: string | undefined
      const fetch = async (request: Request) => {
        const response = await sandbox.handle(request, cookie)
        const set = response.headers.get('Set-Cookie')
        if (set?.startsWith('platform_session=')) {
          cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0]
        }
        return response
      }
      return createPlatformClient({ baseUrl, fetch, headers })
    },
    advance(seconds) {
      now = new Date(now.getTime() + seconds * 1000)
    },
  }
}

export function account(sandbox: Sandbox, loginName: string): Account {
  const found = sandbox.state.core.accounts.find((candidate) => candidate.login === loginName)
  if (!found) throw new Error(`no account ${loginName}`)
  return found
}

export async function signIn(client: PlatformClient, loginName: string, password = demoPassword) {
  const result = await login(client, {
    params: { path: { idAttribute: 'login' } },
    body: { flow: 'credentials', login: loginName, password },
  })
  if (!result.ok) throw new Error(`sign in as ${loginName}: ${JSON.stringify(result.error.body)}`)
  return result
}

/** The newest message sent to an address. */
export function lastMessage(sandbox: Sandbox, to: string): OutboxMessage {
  const message = sandbox.outbox.list().find((candidate) => candidate.to === to)
  if (!message) throw new Error(`nothing was sent to ${to}`)
  return message
}

/** The `{id}` of the link in a message (the last path segment). */
export function linkId(message: OutboxMessage): string {
  const id = message.link?.split('/').at(-1)
  if (!id) throw new Error('the message has no link')
  return id
}

export const registrationEmail = 'n.sokolova@example.ru'
export const registrationMobile = '+79261234567'

/** Accepts the required agreements of the registration form. */
export async function requiredTerms(client: PlatformClient) {
  const { terms } = data(await getPublicSettings(client))
  return terms
    .filter((term) => term.loginRequired)
    .map((term) => ({ type: term.type, agree: true }))
}

/** Registration, first step, for `registrationEmail`: the hash of the mailed link. */
export async function firstStep(client: PlatformClient, sandbox: Sandbox) {
  data(
    await requestRegistrationLink(client, {
      body: {
        firstName: 'Наталья',
        lastName: 'Соколова',
        middleName: 'Игоревна',
        email: registrationEmail,
        termsAgree: await requiredTerms(client),
      },
    }),
  )
  return linkId(lastMessage(sandbox, registrationEmail))
}

/** Sends and verifies the SMS code of `registrationMobile`; answers the code. */
export async function verifiedMobile(client: PlatformClient, sandbox: Sandbox, secret: string) {
  data(await sendRegistrationCode(client, { body: { mobile: registrationMobile, secret } }))
  const code = lastMessage(sandbox, registrationMobile).code ?? ''
  data(await verifyRegistrationCode(client, { body: { mobile: registrationMobile, secret, code } }))
  return code
}

export { data, failure } from './results'
