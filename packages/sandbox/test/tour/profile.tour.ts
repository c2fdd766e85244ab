// The profile area on a person registered for the stop (and deleted at its end), so the demo
// accounts keep their data: personal data, avatar, password, history, subscriptions, sessions.
import {
  deleteAllSessions,
  deleteProfile,
  deleteSession,
  getAvatar,
  getProfile,
  getProfileConfigure,
  getProfileDetails,
  listProfileHistory,
  listSessions,
  listSubscriptions,
  login,
  logout,
  type ProfileFieldValue,
  updateProfile,
  updateProfilePassword,
  updateSubscriptions,
  uploadAvatar,
} from '@platform/sdk'
import type { TourStop } from './harness'
import { register } from './registration.tour'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`profile tour: ${what}`)
}

const email = 'd.egorov.tour@example.ru'
// An SVG: the Prism proxy passes bodies as text, which would garble a raster image's bytes.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#0e8a5f"/></svg>'

export const tour: TourStop[] = [
  {
    name: 'a new person fills the profile, manages sessions and deletes the account',
    async run(context) {
      const client = context.anonymous
      const person = { firstName: 'Дмитрий', lastName: 'Егоров', middleName: 'Олегович', email }
      await register(context, client, person, 'Nordwind-2027?')

      const summary = context.ok(await getProfile(client), 'getProfile')
      check(summary.mainInfo.fio === 'Егоров Дмитрий Олегович', 'the registered name')
      const configure = context.ok(await getProfileConfigure(client), 'getProfileConfigure')
      const details = context.ok(await getProfileDetails(client), 'getProfileDetails')
      const required = Object.values(configure.fields)
        .flat()
        .filter(
          (field) =>
            summary.accessInfo.requiredFieldsEmptyCodes.includes(field.code) && !field.systemic,
        )
      const additionalInfo: Record<string, ProfileFieldValue> = {}
      for (const field of required) {
        additionalInfo[field.code] = field.items?.[0]?.id ?? `ТН-${Date.now() % 100_000}`
      }
      context.ok(
        await updateProfile(client, {
          body: {
            mainInfo: { birthDate: '1990-03-15', gender: 'man', comment: 'Звонить после 10:00' },
            contactsInfo: details.contactsInfo,
            additionalInfo,
          },
        }),
        'updateProfile',
      )
      const filled = context.ok(await getProfile(client), 'getProfile after the save')
      check(!filled.accessInfo.requiredFieldsEmpty, 'no required field is empty')

      const file = new File([svg], 'avatar.svg', { type: 'image/svg+xml' })
      const { fileId } = context.ok(await uploadAvatar(client, { body: { file } }), 'uploadAvatar')
      check(fileId, 'a file id')
      const avatar = context.ok(await getAvatar(client), 'getAvatar')
      check((await avatar.blob.text()) === svg, 'the same image back')

      context.ok(
        await updateProfilePassword(client, {
          body: {
            actual: 'Nordwind-2027?',
            password: 'Polaris-2028!',
            rePassword: 'Polaris-2028!',
          },
        }),
        'updateProfilePassword',
      )
      const history = context.ok(
        await listProfileHistory(client, { params: { query: { sortBy: 'date', sort: 'desc' } } }),
        'listProfileHistory',
      )
      check(history.history[0]?.type === 'password', 'the password change is the newest row')

      const subscriptions = context.ok(await listSubscriptions(client), 'listSubscriptions')
      const [topic] = subscriptions.subscribes
      const [channel] = topic?.channels ?? []
      check(topic && channel, 'a subscription with a channel')
      context.ok(
        await updateSubscriptions(client, {
          body: [
            {
              subscribeId: topic?.id as string,
              channelId: channel?.id as string,
              enabled: !channel?.enabled,
              period: topic?.period ?? 'immediately',
            },
          ],
        }),
        'updateSubscriptions',
      )

      // A second sign-in leaves the first session behind, to end it from here.
      context.ok(
        await login(client, {
          params: { path: { idAttribute: 'email' } },
          body: { flow: 'credentials', email, password: 'Polaris-2028!' },
        }),
        'login again',
      )
      const { sessions } = context.ok(await listSessions(client), 'listSessions')
      const other = sessions.find((session) => !session.current)
      check(other, 'an earlier session')
      context.ok(
        await deleteSession(client, { params: { path: { sessionId: other?.id as string } } }),
        'deleteSession',
      )
      context.ok(await deleteAllSessions(client), 'deleteAllSessions')
      context.ok(await deleteProfile(client), 'deleteProfile')
      context.ok(await logout(client), 'logout')
      check(
        !context.sandbox.state.core.accounts.some((account) => account.email === email),
        'the account is gone',
      )
    },
  },
]
