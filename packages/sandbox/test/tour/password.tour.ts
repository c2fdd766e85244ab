// Password restore through the outbox, and the first-entry password of a seeded account.
import {
  getEntryPasswordLinkStatus,
  getPasswordLinkStatus,
  requestPasswordLink,
  setEntryPassword,
  setNewPassword,
} from '@platform/sdk'
import { demoLogins } from '../../src'
import { missingAgreements } from '../../src/handlers/visitor/terms'
import type { TourStop } from './harness'
import { acceptedTerms, sentTo } from './registration.tour'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`password tour: ${what}`)
}

const password = 'Nordwind-2027?'

export const tour: TourStop[] = [
  {
    name: 'a person restores a forgotten password',
    async run(context) {
      const { state } = context.sandbox
      const demo: readonly string[] = demoLogins
      const person = state.core.accounts.find(
        (account) =>
          account.enabled &&
          !account.directory &&
          account.password &&
          account.email &&
          !demo.includes(account.login) &&
          missingAgreements(
            state,
            state.profile.records[account.id]?.terms.map((t) => t.documentId) ?? [],
          ).length === 0,
      )
      check(person?.email, 'a person with an address')
      const email = person?.email as string
      const client = context.anonymous
      context.ok(await requestPasswordLink(client, { body: { email } }), 'requestPasswordLink')
      const id = sentTo(context, email).link?.split('/').at(-1) ?? ''
      const status = context.ok(
        await getPasswordLinkStatus(client, { params: { path: { id } } }),
        'getPasswordLinkStatus',
      )
      check(status.email === email, 'the link names the address')
      context.ok(
        await setNewPassword(client, {
          params: { path: { id } },
          body: { password, repeatPassword: password },
        }),
        'setNewPassword',
      )
      check(person?.password === password, 'the password changed')
    },
  },
  {
    name: 'an account made by an administrator sets its first password',
    async run(context) {
      const { state } = context.sandbox
      const link = state.core.links.find(
        (candidate) =>
          candidate.kind === 'entryPassword' &&
          candidate.state === 'active' &&
          Date.parse(candidate.expiresAt) > Date.now(),
      )
      check(link, 'an active first-entry link')
      const id = link?.id ?? ''
      const client = context.anonymous
      const status = context.ok(
        await getEntryPasswordLinkStatus(client, { params: { path: { id } } }),
        'getEntryPasswordLinkStatus',
      )
      check(status.status === 'active', 'the link is active')
      const termsAgree = await acceptedTerms(context, client)
      context.ok(
        await setEntryPassword(client, {
          params: { path: { id } },
          body: { password, repeatPassword: password, termsAgree },
        }),
        'setEntryPassword',
      )
      check(link?.state === 'used', 'the link is used up')
    },
  },
]
