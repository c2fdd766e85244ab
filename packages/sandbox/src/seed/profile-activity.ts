// What people did: sessions on their devices, profile history, notifications, subscriptions.
import type { ProfileHistoryChange, SessionDevice } from '@platform/sdk'
import type { SandboxState } from '../state'
import { type Account, fullName } from '../state/core'
import type { ProfileHistoryRecord, ProfileState } from '../state/profile'
import type { SeedContext } from './context'
import { demoLogins } from './core'
import { channels, topics } from './profile-topics'
import { birthDate, randomComment } from './profile-values'
import type { Random } from './random'

const hour = 3_600_000

const devices: Omit<SessionDevice, 'ip'>[] = [
  { name: 'Chrome 131, Windows 10', type: 'desktop' },
  { name: 'Яндекс Браузер 24, Windows 10', type: 'desktop' },
  { name: 'Safari 18, macOS', type: 'desktop' },
  { name: 'Firefox 133, Linux', type: 'desktop' },
  { name: 'Safari 18, iOS 18', type: 'mobile' },
  { name: 'Chrome 131, Android 14', type: 'mobile' },
  { name: 'Safari 17, iOS 17', type: 'tablet' },
]

const companies = [
  'ООО «Северный ветер»',
  'АО «Уральские станки»',
  'ПАО «Волга-Телеком»',
  'ООО «Технологии доступа»',
]
const roles = ['Менеджер по закупкам', 'Бухгалтер', 'Инженер по охране труда', 'Кладовщик']

function ip(random: Random): string {
  return random.pick([
    `192.0.2.${random.int(2, 254)}`,
    `198.51.100.${random.int(2, 254)}`,
    `203.0.113.${random.int(2, 254)}`,
  ])
}

const fio = (account: Account) => fullName(account) || account.login

function seedSessions(
  random: Random,
  now: Date,
  state: SandboxState,
  account: Account,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    const start = now.getTime() - random.int(1, 96) * hour
    const lastAccess = Math.min(now.getTime(), start + random.int(0, 8) * hour)
    const used = random
      .sample(devices, random.int(1, 2))
      .map((device) => ({ ...device, ip: ip(random) }))
    state.core.sessions.push({
      id: random.uuid(),
      accountId: account.id,
      start: new Date(start).toISOString(),
      expiry: new Date(now.getTime() + random.int(1, 72) * hour).toISOString(),
      lastAccess: new Date(lastAccess).toISOString(),
      updatedAt: random.chance(0.6) ? new Date(lastAccess).toISOString() : null,
      devices: used,
      authSystem: random.chance(0.7) ? 'platform' : 'keycloak',
      rememberMe: random.chance(0.5),
    })
  }
}

function historyChange(random: Random): { type: string; changes: ProfileHistoryChange[] } {
  switch (random.int(0, 5)) {
    case 0:
      return {
        type: 'update',
        changes: [
          { field: 'comment', title: 'Комментарий', before: null, after: randomComment(random) },
        ],
      }
    case 1:
      return {
        type: 'update',
        changes: [
          { field: 'birthDate', title: 'Дата рождения', before: null, after: birthDate(random) },
        ],
      }
    case 2:
      return {
        type: 'update',
        changes: [
          {
            field: 'mobile',
            title: 'Мобильный телефон',
            before: `+7916${random.digits(7)}`,
            after: `+7926${random.digits(7)}`,
          },
        ],
      }
    case 3:
      return {
        type: 'update',
        changes: [
          { field: 'position', title: 'Должность', before: 'Инженер', after: 'Ведущий инженер' },
        ],
      }
    case 4:
      return { type: 'password', changes: [] }
    default:
      return {
        type: 'avatar',
        changes: [{ field: 'avatar', title: 'Аватар', before: null, after: random.uuid() }],
      }
  }
}

function seedHistory(
  random: Random,
  now: Date,
  profile: ProfileState,
  account: Account,
  admin: Account | undefined,
  count: number,
) {
  const record = profile.records[account.id]
  const created = Date.parse(account.createdAt)
  const hours = Math.max(2, Math.floor((now.getTime() - created) / hour))
  const rows: ProfileHistoryRecord[] = [
    {
      id: random.uuid(),
      accountId: account.id,
      date: account.createdAt,
      ip: ip(random),
      changer: admin ? fio(admin) : fio(account),
      type: 'create',
      changes: [],
    },
  ]
  for (let index = 0; index < count; index += 1) {
    const byDirectory = account.directory && random.chance(0.6)
    const byAdmin = !byDirectory && admin && random.chance(0.15)
    const change = byDirectory
      ? {
          type: 'update',
          changes: [
            {
              field: 'position',
              title: 'Должность',
              before: 'Специалист',
              after: 'Ведущий специалист',
            },
          ],
        }
      : historyChange(random)
    rows.push({
      id: random.uuid(),
      accountId: account.id,
      date: new Date(created + random.int(1, hours - 1) * hour).toISOString(),
      ip: byDirectory ? null : ip(random),
      changer: byDirectory ? 'Корпоративный каталог' : byAdmin ? fio(admin) : fio(account),
      type: change.type,
      changes: change.changes,
    })
  }
  rows.sort((a, b) => b.date.localeCompare(a.date))
  const latest = rows.find((row) => row.type !== 'create')
  if (record && latest) {
    record.updatedAt = latest.date
    record.updatedBy = latest.changer
  }
  profile.history.push(...rows)
}

const notices = [
  (random: Random) => ({
    title: 'Заявка на доступ одобрена',
    text: `${random.pick(companies)} одобрило вашу заявку на доступ с ролью «${random.pick(roles)}».`,
    link: '/platform/accesses/requests/access',
  }),
  (random: Random) => ({
    title: 'Заявка на доступ отклонена',
    text: `${random.pick(companies)} отклонило вашу заявку на доступ. Причина: нет договора с контрагентом.`,
    link: '/platform/accesses/requests/access',
  }),
  (random: Random) => ({
    title: 'Вход с нового устройства',
    text: `Выполнен вход в учётную запись из браузера ${random.pick(devices).name}. Если это были не вы, смените пароль.`,
  }),
  () => ({
    title: 'Пароль изменён',
    text: 'Пароль вашей учётной записи был изменён. Если это были не вы, обратитесь в поддержку.',
  }),
  (random: Random) => ({
    title: 'Новое приглашение',
    text: `${random.pick(companies)} приглашает вас стать контактом организации.`,
    link: '/platform/accesses/invitations',
  }),
  () => ({
    title: 'Плановые работы',
    text: 'В субботу с 02:00 до 04:00 по московскому времени вход может быть недоступен.',
  }),
  () => ({
    title: 'Обновление платформы',
    text: 'Вышла новая версия платформы: вход по коду из SMS и обновлённый профиль.',
    link: '/platform/law/release-notes',
  }),
  () => ({
    title: 'Заполните профиль',
    text: 'Укажите табельный номер и подразделение, чтобы получить доступ к сервисам.',
    link: '/platform/profile/personal',
  }),
]

function seedNotifications(
  random: Random,
  now: Date,
  profile: ProfileState,
  account: Account,
  count: number,
) {
  for (let index = 0; index < count; index += 1) {
    const notice = random.pick(notices)(random)
    const age = (random.int(1, 24 * 60) * hour) / 24
    profile.notifications.push({
      id: random.uuid(),
      accountId: account.id,
      ...notice,
      createdAt: new Date(now.getTime() - age).toISOString(),
      // The newest ones are still unread; older ones mostly read.
      read: index < 3 ? false : random.chance(0.75),
    })
  }
}

export function seedActivity(
  { random, now }: SeedContext,
  state: SandboxState,
  profile: ProfileState,
): void {
  profile.topics = topics(random)
  profile.channels = channels(random)
  const demo: readonly string[] = demoLogins
  const admin = state.core.accounts.find((account) => account.admin)
  for (const account of state.core.accounts) {
    const isDemo = demo.includes(account.login)
    seedSessions(random, now, state, account, isDemo ? random.int(3, 4) : random.int(0, 2))
    // `limited` has only just been created: its history holds the creation alone.
    const changes = account.login === 'limited' ? 0 : isDemo ? random.int(25, 40) : random.int(2, 6)
    seedHistory(random, now, profile, account, admin === account ? undefined : admin, changes)
    seedNotifications(random, now, profile, account, isDemo ? random.int(12, 18) : random.int(1, 4))
    for (const topic of profile.topics) {
      if (!isDemo && random.chance(0.4)) continue
      profile.subscriptions.push({
        accountId: account.id,
        topicId: topic.id,
        period: random.pick(topic.availablePeriods),
        kinds: random.chance(0.8) ? [...topic.kinds] : random.sample(topic.kinds, 1),
      })
    }
  }
}
