import {
  getPlatformSettings,
  getUsersSettings,
  type Setting,
  type SettingsModule,
  searchNetworkAliases,
  searchRoles,
  searchUserContacts,
  updatePlatformSettings,
  updateUsersSettings,
} from '@platform/sdk'
import type { TourStop } from './harness'

function setting(modules: SettingsModule[], code: string): Setting {
  for (const module of modules) {
    for (const group of module.groups) {
      const found = group.settings.find((each) => each.code === code)
      if (found) return found
    }
  }
  throw new Error(`no setting ${code}`)
}

export const tour: TourStop[] = [
  {
    name: 'settings: change and restore a platform and a user setting',
    async run(context) {
      const client = await context.as('admin')
      const platform = context.ok(await getPlatformSettings(client), 'getPlatformSettings').data
      const alive = setting(platform, 'authCodeAlive')
      const retention = setting(platform, 'historyRetention')
      context.ok(
        await updatePlatformSettings(client, {
          body: [
            { id: alive.id, value: 600 },
            { id: retention.id, value: 120 },
          ],
        }),
        'updatePlatformSettings',
      )
      context.ok(
        await updatePlatformSettings(client, {
          body: [
            { id: alive.id, value: alive.value },
            { id: retention.id, value: retention.value },
          ],
        }),
        'updatePlatformSettings (restore)',
      )
      const users = context.ok(await getUsersSettings(client), 'getUsersSettings').data
      const generated = setting(users, 'passwordGenerateLength')
      context.ok(
        await updateUsersSettings(client, { body: [{ id: generated.id, value: 16 }] }),
        'updateUsersSettings',
      )
      context.ok(
        await updateUsersSettings(client, { body: [{ id: generated.id, value: generated.value }] }),
        'updateUsersSettings (restore)',
      )
    },
  },
  {
    name: 'settings: the role, user and network alias pickers',
    async run(context) {
      const client = await context.as('admin')
      const { roles } = context.ok(await searchRoles(client), 'searchRoles')
      context.ok(
        await searchRoles(client, {
          params: { query: { roleType: 'contractor', searchValue: 'бух' } },
        }),
        'searchRoles (contractor)',
      )
      context.ok(
        await searchRoles(client, {
          params: { query: { ids: roles.slice(0, 2).map((role) => role.roleId) } },
        }),
        'searchRoles (ids)',
      )
      const { users } = context.ok(
        await searchUserContacts(client, { params: { query: { searchValue: 'Петров' } } }),
        'searchUserContacts',
      )
      const ids = users.slice(0, 2).map((user) => user.id)
      context.ok(
        await searchUserContacts(client, {
          params: { query: { ids, limit: Math.max(ids.length, 1) } },
        }),
        'searchUserContacts (ids)',
      )
      context.ok(
        await searchNetworkAliases(client, { params: { query: { searchValue: 'офис' } } }),
        'searchNetworkAliases',
      )
    },
  },
]
