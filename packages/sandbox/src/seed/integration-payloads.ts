// Payloads of integration exchanges: what the platform sent about an entity and what the
// other application answered. Mostly JSON; countries and positions travel as XML.
import { completeInn, completeOgrn } from '@platform/forms'
import type { IntegrationRecordStatus, SyncEntity } from '@platform/sdk'
import type { Account } from '../state/core'
import { quickUuid } from './fast-uuid'
import { randomPerson } from './people'
import type { Random } from './random'

export type PayloadFormat = 'json' | 'xml'

const companies = [
  'ООО «Вектор»',
  'АО «Техносервис»',
  'ООО «Северный ветер»',
  'ПАО «Уральские заводы»',
  'ООО «Альфа-Логистик»',
  'АО «Сибирская энергетическая компания»',
  'ООО «Городские решения»',
  'ИП Кузнецов Андрей Сергеевич',
]
const departments = [
  'Бухгалтерия',
  'Отдел кадров',
  'ИТ-служба',
  'Отдел продаж',
  'Юридический отдел',
  'Служба безопасности',
]
const positions = [
  'Бухгалтер',
  'Ведущий инженер',
  'Менеджер по продажам',
  'Юрист',
  'Руководитель отдела',
  'Аналитик',
]
const countries: [string, string, string][] = [
  ['RU', 'Россия', '+7'],
  ['BY', 'Беларусь', '+375'],
  ['KZ', 'Казахстан', '+7'],
  ['AM', 'Армения', '+374'],
  ['UZ', 'Узбекистан', '+998'],
]
const errors: string[] = [
  'Получатель не ответил за 30 секунд',
  'Запись с таким идентификатором уже существует',
  'Нарушена схема сообщения: не заполнено обязательное поле',
  'Нет прав на изменение записи',
  'Связанная запись не найдена',
]

function company(random: Random) {
  const region = random.pick(['77', '78', '50', '66', '54', '16'])
  const inn = completeInn(`${region}${random.digits(7)}`)
  return {
    id: quickUuid(random),
    title: random.pick(companies),
    inn,
    kpp: `${inn.slice(0, 4)}01001`,
    ogrn: completeOgrn(`1${random.int(10, 24)}${region}${random.digits(7)}`),
  }
}

function jsonBody(random: Random, key: SyncEntity, accounts: Account[]): Record<string, unknown> {
  const id = quickUuid(random)
  switch (key) {
    case 'companies':
      return company(random)
    case 'users': {
      const account = random.pick(accounts)
      const { id: userId, lastName, firstName, middleName, email, mobile, enabled } = account
      return { id: userId, lastName, firstName, middleName, email, mobile, enabled }
    }
    case 'subscribes':
      return {
        id,
        code: random.pick(['news', 'security', 'requests']),
        title: random.pick(['Новости', 'Безопасность', 'Заявки']),
      }
    case 'subscribers':
      return {
        subscribeId: id,
        userId: random.pick(accounts).id,
        channels: random.sample(['email', 'sms', 'push'], 2),
      }
    case 'subscribesSchedules':
      return {
        subscribeId: id,
        period: random.pick(['day', 'week', 'month']),
        time: `${random.int(7, 20)}:00`,
      }
    case 'contractorsGroups':
      return {
        id,
        title: `Контрагенты: ${random.pick(departments)}`,
        companies: [company(random).inn],
      }
    case 'personnelActions': {
      const person = randomPerson(random)
      return {
        id,
        employee: `${person.lastName} ${person.firstName}`,
        type: random.pick(['hire', 'transfer', 'dismissal']),
        date: `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      }
    }
    case 'personnelActionsAggs':
      return { departmentId: id, hired: random.int(0, 12), dismissed: random.int(0, 5) }
    case 'personnelTypes':
      return {
        id,
        code: random.pick(['hire', 'transfer', 'dismissal', 'vacation']),
        title: random.pick(['Приём', 'Перевод', 'Увольнение', 'Отпуск']),
      }
    case 'personnelRelationshipTypes':
      return { id, title: random.pick(['Трудовой договор', 'Договор ГПХ', 'Совместительство']) }
    case 'applications':
      return {
        id,
        code: random.pick(['contacts', 'notify', 'accesses', 'reports']),
        enabled: random.chance(0.9),
      }
    case 'roles':
      return {
        id,
        name: random.pick(['Администратор компании', 'Бухгалтер', 'Просмотр отчётов']),
        roleType: random.pick(['systemic', 'contractor']),
      }
    case 'locales':
      return { code: random.pick(['ru', 'en']), name: random.pick(['Русский', 'English']) }
    case 'departments':
      return {
        id,
        title: random.pick(departments),
        parentId: random.chance(0.5) ? quickUuid(random) : null,
      }
    case 'usersGroups':
      return {
        id,
        title: `Группа «${random.pick(departments)}»`,
        members: random.sample(accounts, 3).map((account) => account.id),
      }
    default:
      return {
        id,
        code: random.pick(['mobile', 'desktop', 'tablet']),
        name: random.pick(['Смартфон', 'Компьютер', 'Планшет']),
      }
  }
}

/** XML is used for the entities the HR system exchanges in its own format. */
export function formatOf(key: SyncEntity): PayloadFormat {
  return key === 'countries' || key === 'positions' ? 'xml' : 'json'
}

export function requestPayload(random: Random, key: SyncEntity, accounts: Account[]): string {
  if (key === 'countries') {
    const [code, name, dial] = random.pick(countries)
    return `<?xml version="1.0" encoding="UTF-8"?><country><code>${code}</code><name>${name}</name><dialCode>${dial}</dialCode></country>`
  }
  if (key === 'positions') {
    return `<?xml version="1.0" encoding="UTF-8"?><position><id>${quickUuid(random)}</id><title>${random.pick(positions)}</title><department>${random.pick(departments)}</department></position>`
  }
  return JSON.stringify(jsonBody(random, key, accounts))
}

/** The other application's answer; null while it has not answered. */
export function responsePayload(
  random: Random,
  status: IntegrationRecordStatus,
  format: PayloadFormat,
): string | null {
  if (status === 'wait') return null
  const error = random.pick(errors)
  if (format === 'xml') {
    return status === 'success'
      ? '<?xml version="1.0" encoding="UTF-8"?><result><status>ok</status></result>'
      : `<?xml version="1.0" encoding="UTF-8"?><result><status>error</status><message>${error}</message></result>`
  }
  return status === 'success'
    ? JSON.stringify({ result: 'ok', id: quickUuid(random) })
    : JSON.stringify({
        error,
        code: random.pick(['timeout', 'duplicate', 'validation', 'forbidden', 'notFound']),
      })
}
