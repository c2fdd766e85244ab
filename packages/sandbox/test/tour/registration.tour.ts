// Registration end to end, as a visitor does it with the outbox: link, status, SMS code,
// verification, completion (which signs the new account in; the stop signs out again).
import {
  completeRegistration,
  getPublicSettings,
  getRegistrationLinkStatus,
  logout,
  type PlatformClient,
  requestRegistrationLink,
  sendRegistrationCode,
  verifyRegistrationCode,
} from '@platform/sdk'
import type { TourContext, TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`registration tour: ${what}`)
}

/** The newest message to an address. */
export function sentTo(context: TourContext, to: string) {
  const message = context.sandbox.outbox.list().find((candidate) => candidate.to === to)
  check(message, `a message to ${to}`)
  return message as NonNullable<typeof message>
}

/** A mobile no account has yet. */
export function freeMobile(context: TourContext, prefix: string): string {
  const taken = new Set(context.sandbox.state.core.accounts.map((account) => account.mobile))
  for (let suffix = 1000; ; suffix += 1) {
    const mobile = `${prefix}${suffix}`
    if (!taken.has(mobile)) return mobile
  }
}

/** The answers a visitor gives to the form's agreements: every one accepted. */
export async function acceptedTerms(context: TourContext, client: PlatformClient) {
  const { terms } = context.ok(await getPublicSettings(client), 'getPublicSettings')
  return terms.map((term) => ({ type: term.type, agree: true }))
}

/** Registers a new person through the outbox; the client ends up signed in as them. */
export async function register(
  context: TourContext,
  client: PlatformClient,
  person: { firstName: string; lastName: string; middleName: string; email: string },
  password: string,
) {
  const termsAgree = await acceptedTerms(context, client)
  context.ok(
    await requestRegistrationLink(client, { body: { ...person, termsAgree } }),
    'requestRegistrationLink',
  )
  const letter = sentTo(context, person.email)
  const secret = letter.link?.split('/').at(-1) ?? ''
  check(letter.link === `/platform/registration/${secret}`, 'the letter links the second step')
  const status = context.ok(
    await getRegistrationLinkStatus(client, { params: { path: { id: secret } } }),
    'getRegistrationLinkStatus',
  )
  check(status.status === 'active' && status.email === person.email, 'the link is active')
  const mobile = freeMobile(context, '+7926555')
  const sent = context.ok(
    await sendRegistrationCode(client, { body: { mobile, secret } }),
    'sendRegistrationCode',
  )
  check(Date.parse(sent.endTime) > Date.now(), 'the code has a countdown')
  const code = sentTo(context, mobile).code ?? ''
  context.ok(
    await verifyRegistrationCode(client, { body: { mobile, secret, code } }),
    'verifyRegistrationCode',
  )
  const done = context.ok(
    await completeRegistration(client, {
      body: { password, repeatPassword: password, mobile, code, secret, termsAgree },
    }),
    'completeRegistration',
  )
  check(done.signedIn, 'the new account is signed in')
  return { mobile }
}

export const tour: TourStop[] = [
  {
    name: 'a visitor registers through the outbox and signs out',
    async run(context) {
      const client = context.anonymous
      await register(
        context,
        client,
        {
          firstName: 'Наталья',
          lastName: 'Соколова',
          middleName: 'Игоревна',
          email: 'n.sokolova.tour@example.ru',
        },
        'Nordwind-2027?',
      )
      const account = context.sandbox.state.core.accounts.find(
        (candidate) => candidate.email === 'n.sokolova.tour@example.ru',
      )
      check(account?.lastName === 'Соколова', 'the account exists')
      context.ok(await logout(client), 'logout')
    },
  },
]
