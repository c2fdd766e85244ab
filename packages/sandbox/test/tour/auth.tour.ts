// Sign-in: the flows of an identifier, a password sign-in with remember me, a code sign-in by
// SMS read from the outbox, and signing out (the anonymous client ends signed out).
import { getAuthConfig, getProfile, login, logout, sendLoginCode } from '@platform/sdk'
import type { TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`auth tour: ${what}`)
}

export const tour: TourStop[] = [
  {
    name: 'a person signs in with a password and signs out',
    async run(context) {
      const client = context.anonymous
      const config = context.ok(
        await getAuthConfig(client, {
          params: { path: { idAttribute: 'login' }, query: { login: 'user' } },
        }),
        'getAuthConfig',
      )
      check(config.flows[0] === 'credentials', 'the password flow comes first')
      context.ok(
        await login(client, {
          params: { path: { idAttribute: 'login' } },
          body: { flow: 'credentials', login: 'user', password: 'Sandbox-2026!', rememberMe: true },
        }),
        'login',
      )
      const profile = context.ok(await getProfile(client), 'getProfile')
      check(profile.mainInfo.login === 'user', 'signed in as user')
      context.ok(await logout(client), 'logout')
    },
  },
  {
    name: 'a person signs in with a code sent by SMS',
    async run(context) {
      const client = context.anonymous
      const mobile =
        context.sandbox.state.core.accounts.find((account) => account.login === 'master')?.mobile ??
        ''
      const sent = context.ok(
        await sendLoginCode(client, {
          params: { path: { idAttribute: 'mobile' } },
          body: { flow: 'sms_code', mobile },
        }),
        'sendLoginCode',
      )
      check(sent.resendIn > 0, 'a resend delay')
      const code = context.sandbox.outbox.list().find((message) => message.to === mobile)?.code
      check(code && /^\d{4}$/.test(code), 'a 4-digit code in the outbox')
      context.ok(
        await login(client, {
          params: { path: { idAttribute: 'mobile' } },
          body: { flow: 'sms_code', mobile, code: code as string },
        }),
        'login by code',
      )
      context.ok(await logout(client), 'logout')
    },
  },
]
