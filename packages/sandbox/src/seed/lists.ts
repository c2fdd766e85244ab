import type { NetworkAlias, NotifyMethod } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { ListsState, StoredSubnetEntry } from '../state/lists'
import type { SeedContext } from './context'

const day = 86_400_000

const methods: Omit<NotifyMethod, 'id'>[] = [
  { kind: 'personnel_account', title: 'Личный кабинет', enabled: true },
  { kind: 'email', title: 'Электронная почта', enabled: true },
  { kind: 'push', title: 'Push-уведомления', enabled: true },
  { kind: 'telegram', title: 'Telegram', enabled: false },
  { kind: 'sms', title: 'SMS', enabled: false },
]

const aliases: Omit<NetworkAlias, 'id'>[] = [
  {
    name: 'Подрядчик ООО «Вектор»',
    ips: [
      { ip: '198.51.100.0/28', comment: 'Офис в Казани' },
      { ip: '198.51.100.200', comment: 'VPN-шлюз' },
    ],
    comment: 'Сети подрядчика по проекту внедрения',
  },
  {
    name: 'Филиал в Новосибирске',
    ips: [
      { ip: '10.54.0.0/16', comment: null },
      { ip: '2001:db8:54::/48', comment: 'IPv6-сеть филиала' },
    ],
    comment: null,
  },
  {
    name: 'Офис в Санкт-Петербурге',
    ips: [{ ip: '10.78.0.0/16', comment: 'Невский проспект, 28' }],
    comment: 'Основной офис северо-западного региона',
  },
  {
    name: 'VPN-шлюзы',
    ips: [
      { ip: '203.0.113.10', comment: 'Шлюз 1' },
      { ip: '203.0.113.11', comment: 'Шлюз 2' },
      { ip: '203.0.113.12', comment: 'Резервный шлюз' },
    ],
    comment: 'Удалённый доступ сотрудников',
  },
  {
    name: 'Старый VPN-шлюз',
    ips: [{ ip: '192.0.2.77', comment: null }],
    comment: 'Выведен из эксплуатации',
  },
  {
    name: 'Сеть разработки',
    ips: [
      { ip: '172.16.0.0/20', comment: 'Стенды разработки' },
      { ip: '172.16.32.0/24', comment: 'Тестовые стенды' },
    ],
    comment: 'Команда разработки платформы',
  },
  {
    name: 'Мониторинг Zabbix',
    ips: [{ ip: '10.0.5.20', comment: 'Сервер мониторинга' }],
    comment: null,
  },
  {
    name: 'Подрядчик АО «Техносервис»',
    ips: [{ ip: '198.51.100.128/25', comment: 'Сеть подрядчика' }],
    comment: 'Сопровождение инфраструктуры',
  },
]

const whiteComments = [
  'Офисная сеть, Москва',
  'Сеть колл-центра',
  'Доступ на время проекта внедрения',
  'Серверы интеграционной шины',
  'Бухгалтерия, 3 этаж',
  'Удалённые сотрудники',
  'Партнёрский доступ по договору',
  null,
]
const blackComments = [
  'Подбор паролей с этого адреса',
  'Заблокировано до разбора инцидента',
  'Подозрительная активность',
  'Массовые запросы регистрации',
  'Сканирование портов',
  null,
]

function subnet(random: SeedContext['random']): string {
  return random.pick([
    () => `192.168.${random.int(0, 254)}.0/24`,
    () => `10.${random.int(1, 250)}.0.0/16`,
    () => `172.${random.int(16, 31)}.${random.int(0, 254)}.${random.int(1, 254)}`,
    () => `203.0.113.${random.int(1, 254)}`,
    () => `198.51.100.${random.int(1, 254)}`,
    () => `2001:db8:${random.int(1, 999)}::/64`,
  ])()
}

function entries(
  { random, now }: SeedContext,
  count: number,
  aliasIds: string[],
  comments: (string | null)[],
): StoredSubnetEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const created = now.getTime() - random.int(1, 360) * day - random.int(0, 86_399) * 1000
    // Validity kinds in turn: open-ended, a past range, a current range, a future one.
    const kind = index % 4
    const start =
      kind === 0
        ? null
        : kind === 1
          ? created
          : kind === 2
            ? now.getTime() - 30 * day
            : now.getTime() + 10 * day
    const end =
      kind === 0
        ? null
        : kind === 1
          ? created + random.int(7, 30) * day
          : (start ?? 0) + random.int(30, 180) * day
    const alias = index % 3 === 2 ? random.pick(aliasIds) : null
    return {
      id: random.uuid(),
      enabled: random.chance(0.8),
      ip: alias ? null : subnet(random),
      alias,
      dateFrom: start === null ? null : new Date(start).toISOString(),
      dateTo: end === null ? null : new Date(end).toISOString(),
      comment: random.pick(comments),
      createdAt: new Date(created).toISOString(),
    }
  })
}

export function seedLists(context: SeedContext, _state: SandboxState): ListsState {
  const { random } = context
  const notifyMethods = methods.map((method) => ({ id: random.uuid(), ...method }))
  const networkAliases = aliases.map((alias) => ({ id: random.uuid(), ...alias }))
  const ids = networkAliases.map((alias) => alias.id)
  // The last alias stays unused, so it can be deleted.
  const used = ids.slice(0, -1)
  return {
    notifyMethods,
    networkAliases,
    whitelist: entries(context, 28, used, whiteComments),
    blacklist: entries(context, 16, used, blackComments),
  }
}
