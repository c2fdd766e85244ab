import { checkPassword } from '@platform/forms'
import {
  getPlatformSettings,
  getUsersSettings,
  searchNetworkAliases,
  searchRoles,
  searchUserContacts,
  updatePlatformSettings,
  updateUsersSettings,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'
import { demoPassword } from '../state/core'
import { findSetting, passwordPolicy } from '../state/settings'

function id(sandbox: Sandbox, code: string): string {
  const setting = findSetting(sandbox.state.settings, code)
  if (!setting) throw new Error(`no setting ${code}`)
  return setting.id
}

const named = [
  'registrationAlive',
  'refreshAlive',
  'mobileVerifyAlive',
  'firstRefreshAlive',
  'inviteAlive',
  'accessTokenLifespan',
  'refreshTokenLifespan',
  'authCodeResendAlive',
  'authCodeAlive',
  'clientAccessTokenLifespan',
  'licenseCheckPeriod',
  'passwordSymbols',
  'sendAccessNotify',
  'headerVisible',
  'uiNavMini',
  'passwordLevel',
  'passwordLength',
  'passwordLowercase',
  'passwordUppercase',
  'passwordNumbers',
  'passwordSymbolsRequired',
  'passwordGenerateLength',
  'authCodeLength',
  'authCodeDailyLimit',
  'authCodeAttempts',
  'authCodeCaptcha',
  'registrationsPerIp',
  'mobileUnique',
  'emailUnique',
  'historyRetention',
  'integrationLogsRetention',
  'providerApiLogsRetention',
  'providerSyncLogsRetention',
  'completedInteractionsRetention',
  'integrationJournalRetention',
  'historyCleanupInterval',
]

describe('settings screens', () => {
  it('hold every named setting, and a password policy the demo password meets', async () => {
    const { client, sandbox } = await signedIn()
    const platform = data(await getPlatformSettings(client)).data
    const users = data(await getUsersSettings(client)).data
    const codes = [...platform, ...users].flatMap((module) =>
      module.groups.flatMap((group) => group.settings.map((setting) => setting.code)),
    )
    expect(codes).toEqual(expect.arrayContaining(named))
    expect(findSetting(sandbox.state.settings, 'authCodeLength')).toMatchObject({
      value: 4,
      readonly: true,
    })
    expect(findSetting(sandbox.state.settings, 'authCodeAlive')?.value_props?.unit).toBe('seconds')
    expect(checkPassword(demoPassword, passwordPolicy(sandbox.state.settings)).valid).toBe(true)
  })

  it('saves checked rows and writes history', async () => {
    const { client, sandbox } = await signedIn()
    const body = [
      { id: id(sandbox, 'authCodeAlive'), value: 600 },
      { id: id(sandbox, 'historyRetention'), value: 180 },
      { id: id(sandbox, 'uiNavMini'), value: true },
    ]
    data(await updatePlatformSettings(client, { body }))
    expect(findSetting(sandbox.state.settings, 'authCodeAlive')?.value).toBe(600)
    expect(findSetting(sandbox.state.settings, 'uiNavMini')?.value).toBe(true)
    expect(
      sandbox.state.history.rows
        .slice(0, 3)
        .map((row) => row.entityId)
        .sort(),
    ).toEqual(['authCodeAlive', 'historyRetention', 'uiNavMini'])
  })

  it('refuses broken rules keyed by code, and saves nothing then', async () => {
    const { client, sandbox } = await signedIn()
    const result = failure(
      await updatePlatformSettings(client, {
        body: [
          { id: id(sandbox, 'uiNavMini'), value: true },
          { id: id(sandbox, 'authCodeLength'), value: 6 },
          { id: id(sandbox, 'authCodeAlive'), value: 60 },
          { id: id(sandbox, 'historyRetention'), value: 30 },
          { id: id(sandbox, 'refreshTokenLifespan'), value: 10_081 },
          { id: id(sandbox, 'headerVisible'), value: 'yes' },
        ],
      }),
    )
    expect(result).toEqual({
      status: 400,
      body: {
        errorList: {
          authCodeLength: ['errorReadOnly'],
          authCodeAlive: ['errorCodeAlive'],
          historyRetention: ['errorMin', 'errorRetention'],
          refreshTokenLifespan: ['errorMax'],
          headerVisible: ['errorInvalid'],
        },
      },
    })
    expect(findSetting(sandbox.state.settings, 'uiNavMini')?.value).toBe(false)
    const length = failure(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'passwordLength'), value: 7 }],
      }),
    )
    expect(length.body?.errorList).toEqual({ passwordLength: ['errorMin'] })
    const level = failure(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'passwordLevel'), value: 'extreme' }],
      }),
    )
    expect(level.body?.errorList).toEqual({ passwordLevel: ['errorInvalid'] })
  })

  it('fills the policy the chosen password level stands for, unless the save sets a rule', async () => {
    const { client, sandbox } = await signedIn()
    const policy = () => passwordPolicy(sandbox.state.settings)
    data(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'passwordLevel'), value: 'high' }],
      }),
    )
    expect(policy()).toMatchObject({
      lowercase: true,
      uppercase: true,
      numbers: true,
      symbols: true,
    })
    data(
      await updateUsersSettings(client, {
        body: [
          { id: id(sandbox, 'passwordLevel'), value: 'low' },
          { id: id(sandbox, 'passwordNumbers'), value: true },
        ],
      }),
    )
    expect(policy()).toMatchObject({
      lowercase: false,
      uppercase: false,
      numbers: true,
      symbols: false,
    })
  })

  it('answers 404 for a setting of the other screen', async () => {
    const { client, sandbox } = await signedIn()
    const other = failure(
      await updatePlatformSettings(client, {
        body: [{ id: id(sandbox, 'passwordLength'), value: 10 }],
      }),
    )
    expect(other.status).toBe(404)
  })

  it('lists the shared values when a unique-value rule is switched on', async () => {
    const { client, sandbox } = await signedIn()
    const mobiles = sandbox.state.core.accounts.map((account) => account.mobile).filter(Boolean)
    const shared = mobiles.filter((mobile, index) => mobiles.indexOf(mobile) !== index)
    expect(shared.length).toBeGreaterThan(0)
    const result = failure(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'mobileUnique'), value: true }],
      }),
    )
    expect(result.status).toBe(400)
    expect(result.body?.uniqueErrors).toEqual([
      { code: 'mobileUnique', title: 'Уникальный мобильный телефон', values: [...new Set(shared)] },
    ])
    expect(findSetting(sandbox.state.settings, 'mobileUnique')?.value).toBe(false)
    data(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'emailUnique'), value: false }],
      }),
    )
    data(
      await updateUsersSettings(client, {
        body: [{ id: id(sandbox, 'emailUnique'), value: true }],
      }),
    )
    expect(findSetting(sandbox.state.settings, 'emailUnique')?.value).toBe(true)
  })
})

describe('look-ups of the settings screens', () => {
  it('finds systemic roles by default, other kinds on demand, and exact ids', async () => {
    const { client, sandbox } = await signedIn()
    const systemic = data(await searchRoles(client)).roles
    expect(systemic.length).toBeGreaterThan(2)
    expect(systemic.every((role) => role.roleType === 'systemic')).toBe(true)
    const auditor = data(
      await searchRoles(client, { params: { query: { searchValue: 'аудит' } } }),
    ).roles
    expect(auditor.map((role) => role.name)).toEqual(['Аудитор'])
    const contractor = data(
      await searchRoles(client, { params: { query: { roleType: 'contractor' } } }),
    ).roles
    const seeded = (sandbox.state.companies?.roles ?? []).filter(
      (role) => role.roleType === 'contractor',
    )
    expect(contractor.map((role) => role.roleId).sort()).toEqual(
      seeded
        .slice(0, 50)
        .map((role) => role.roleId)
        .sort(),
    )
    const ids = [auditor[0]?.roleId ?? '']
    expect(
      data(await searchRoles(client, { params: { query: { ids } } })).roles.map(
        (role) => role.roleId,
      ),
    ).toEqual(ids)
  })

  it('finds users by name, email or login, 50 at most, or exactly the ids', async () => {
    const { client, sandbox } = await signedIn()
    expect(data(await searchUserContacts(client)).users).toHaveLength(50)
    const admin = data(
      await searchUserContacts(client, { params: { query: { searchValue: 'admin@sandbox' } } }),
    ).users
    expect(admin).toEqual([
      {
        id: sandbox.state.core.accounts[0]?.id,
        fio: 'Орлов Андрей Викторович',
        email: 'admin@sandbox.example.ru',
        login: 'admin',
      },
    ])
    const ids = sandbox.state.core.accounts.slice(3, 6).map((account) => account.id)
    const exact = data(
      await searchUserContacts(client, { params: { query: { ids, limit: 3 } } }),
    ).users
    expect(exact.map((user) => user.id).sort()).toEqual([...ids].sort())
    expect(
      data(await searchUserContacts(client, { params: { query: { limit: 5 } } })).users,
    ).toHaveLength(5)
  })

  it('finds network aliases of the lists by name', async () => {
    const { client, sandbox } = await signedIn()
    const aliases = sandbox.state.lists?.networkAliases ?? []
    const all = data(await searchNetworkAliases(client)).networks
    expect(all.map((alias) => alias.id).sort()).toEqual(
      aliases
        .slice(0, 50)
        .map((alias) => alias.id)
        .sort(),
    )
    const first = aliases[0]
    if (first) {
      const found = data(
        await searchNetworkAliases(client, { params: { query: { searchValue: first.name } } }),
      )
      expect(found.networks).toContainEqual({ id: first.id, name: first.name })
    }
  })
})
