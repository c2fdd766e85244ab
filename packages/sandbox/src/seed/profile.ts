import type { ProfileGroup } from '@platform/sdk'
import { allFields, profileTabs } from '../handlers/profile/fields'
import { agreements } from '../handlers/visitor/terms'
import type { SandboxState } from '../state'
import type { Account, LinkRecord } from '../state/core'
import {
  type AvatarFile,
  emptyProfile,
  type ProfileRecord,
  type ProfileState,
} from '../state/profile'
import type { SeedContext } from './context'
import { demoLogins } from './core'
import { seedActivity } from './profile-activity'
import { birthDate, fieldValue, groups, messengers, randomComment } from './profile-values'
import { createRandom, type Random } from './random'

const day = 86_400_000
const avatarColors = ['#2f6fde', '#0e8a5f', '#8250df', '#bf3989', '#d1242f', '#bc4c00']

function avatar(random: Random, account: Account): AvatarFile {
  const initials = `${account.lastName[0] ?? ''}${account.firstName[0] ?? ''}` || account.login[0]
  return {
    id: random.uuid(),
    accountId: account.id,
    type: 'image/svg+xml',
    name: 'avatar.svg',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><circle cx="64" cy="64" r="64" fill="${random.pick(avatarColors)}"/><text x="64" y="78" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="44" fill="#fff">${initials}</text></svg>`,
  }
}

function contacts(random: Random, account: Account): ProfileRecord['contacts'] {
  const mobiles: ProfileRecord['contacts']['mobiles'] = []
  if (account.mobile) {
    const reach = random.sample(messengers, random.int(0, 2))
    mobiles.push({
      value: account.mobile,
      main: true,
      additional: null,
      messengers: reach,
      clientId: random.uuid(),
    })
  }
  if (random.chance(0.4)) {
    const additional = random.chance(0.6) ? random.digits(random.int(3, 5)) : null
    mobiles.push({
      value: `+7495${random.digits(7)}`,
      main: false,
      additional,
      messengers: [],
      clientId: random.uuid(),
    })
  }
  const emails: ProfileRecord['contacts']['emails'] = []
  if (account.email) emails.push({ value: account.email, main: true, clientId: random.uuid() })
  return { mobiles, emails }
}

/** An account an administrator created that has not set its password yet (first entry). */
function firstEntryLink(account: Account, id: string, now: Date, expired: boolean): LinkRecord {
  const created = now.getTime() - (expired ? 5 : 1) * day
  return {
    id,
    kind: 'entryPassword',
    email: account.email ?? `${account.login}@example.ru`,
    accountId: account.id,
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + 3 * day).toISOString(),
    state: 'active',
    data: {},
  }
}

/**
 * Every account's profile. Demo accounts: `admin`, `master` and `user` complete with
 * avatars; `limited` with its required fields empty; `ldap` managed by the directory. Among
 * the other people: one who has not accepted a required agreement (sign-in asks for it),
 * one whose profile is read-only, and two first-entry accounts without a password, one with
 * an active and one with an expired first-entry link.
 */
export function seedProfile(context: SeedContext, state: SandboxState): ProfileState {
  // A stream of its own: the profile's data can grow without shifting the slices seeded after it.
  const random = createRandom(context.random.int(1, 2 ** 31 - 1))
  const { now } = context
  const fields = allFields(profileTabs(state)).filter((field) => field.kind === 'additional')
  const terms = agreements(state)
  const groupList: ProfileGroup[] = groups.map((group) => ({ id: random.uuid(), ...group }))
  const records: Record<string, ProfileRecord> = {}
  const avatars: AvatarFile[] = []
  const demo: readonly string[] = demoLogins
  const others = state.core.accounts.filter(
    (account) => account.enabled && !account.directory && !demo.includes(account.login),
  )
  const special = {
    noTerms: others[0],
    readOnly: others[1],
    firstEntry: others[2],
    expiredEntry: others[3],
  }

  state.core.accounts.forEach((account, index) => {
    const limited = account.login === 'limited'
    const record = emptyProfile(account.id, state.ui.userSettings[account.id]?.lang ?? 'ru')
    const since = Date.parse(account.createdAt)
    record.terms = terms
      .filter((agreement) => !(account === special.noTerms && agreement.entry.loginRequired))
      .filter((agreement) => agreement.entry.loginRequired || random.chance(0.5))
      .map((agreement) => ({
        documentId: agreement.document.id,
        agreedAt: new Date(since + random.int(0, 3_600_000)).toISOString(),
      }))
    record.contacts = contacts(random, account)
    record.editable = account !== special.readOnly
    if (!limited) {
      record.birthDate = birthDate(random)
      record.mobileMessengers = random.sample(messengers, random.int(0, 2))
      record.comment = random.chance(0.3) ? randomComment(random) : null
      record.groups = account.directory
        ? [groupList[0] as ProfileGroup]
        : random.sample(account.admin ? groupList : groupList.slice(0, 3), random.int(1, 2))
      for (const field of fields) {
        const value = fieldValue(field, account, index, random)
        if (value !== undefined) record.additional[field.code] = value
      }
      if (['admin', 'master', 'user'].includes(account.login) || random.chance(0.4)) {
        const file = avatar(random, account)
        avatars.push(file)
        record.avatarId = file.id
      }
    }
    records[account.id] = record
  })

  for (const [account, expired] of [
    [special.firstEntry, false],
    [special.expiredEntry, true],
  ] as const) {
    if (!account) continue
    account.password = ''
    account.flows = ['credentials', 'email_code']
    state.core.links.push(firstEntryLink(account, random.uuid(), now, expired))
  }
  // Restore links that were used or replaced by a newer one: every link state is present.
  for (const [account, linkState] of [
    [others[4], 'used'],
    [others[5], 'canceled'],
  ] as const) {
    if (!account?.email) continue
    const created = now.getTime() - random.int(2, 30) * day
    state.core.links.push({
      id: random.uuid(),
      kind: 'password',
      email: account.email,
      accountId: account.id,
      createdAt: new Date(created).toISOString(),
      expiresAt: new Date(created + 2 * 3_600_000).toISOString(),
      state: linkState,
      data: {},
    })
  }

  const profile: ProfileState = {
    records,
    avatars,
    history: [],
    topics: [],
    channels: [],
    subscriptions: [],
    notifications: [],
  }
  seedActivity({ random, now }, state, profile)
  return profile
}
