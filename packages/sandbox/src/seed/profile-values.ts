// Realistic values of the profile's dynamic fields, by field code where the code says what
// the field holds, otherwise by field type.
import type { Messenger, ProfileFieldValue, ProfileGroup } from '@platform/sdk'
import type { FieldDef } from '../handlers/profile/fields'
import type { Account } from '../state/core'
import { transliterate } from './people'
import type { Random } from './random'

const positions = [
  'Бухгалтер',
  'Главный бухгалтер',
  'Инженер',
  'Ведущий инженер',
  'Менеджер по закупкам',
  'Юрист',
  'Специалист по кадрам',
  'Аналитик',
  'Руководитель отдела продаж',
  'Системный администратор',
]
const hobbies = ['Бег', 'Шахматы', 'Фотография', 'Походы', 'Велоспорт', 'Чтение', 'Йога', 'Рыбалка']
const about = [
  'Отвечаю за закупки канцелярии и оргтехники.',
  'Работаю с договорами поставщиков, на связи с 9:00 до 18:00.',
  'Веду первичную документацию и сверки с контрагентами.',
  'Помогаю коллегам с доступами к внутренним системам.',
  'Занимаюсь подбором персонала и адаптацией новичков.',
]
const comments = [
  'Звонить после 10:00',
  'В отпуске с 1 по 14 число каждого месяца не беспокоить',
  'Предпочитаю связь через Telegram',
  'Работаю удалённо по пятницам',
]

export const groups: Omit<ProfileGroup, 'id'>[] = [
  { title: 'Сотрудники головного офиса' },
  { title: 'Бухгалтерия' },
  { title: 'Внешние подрядчики' },
  { title: 'Администраторы платформы' },
  { title: 'Филиал в Санкт-Петербурге' },
]

export const messengers: Messenger[] = ['telegram', 'whatsapp', 'viber']

function isoDate(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear)
  const month = String(random.int(1, 12)).padStart(2, '0')
  const day = String(random.int(1, 28)).padStart(2, '0')
  return `${year}-${month}-${day}`
}

export function birthDate(random: Random): string {
  return isoDate(random, 1964, 2002)
}

export function randomComment(random: Random): string {
  return random.pick(comments)
}

function byCode(
  field: FieldDef,
  account: Account,
  index: number,
  random: Random,
): ProfileFieldValue | undefined {
  const latin = transliterate(`${account.firstName}.${account.lastName}`).replace(/[^a-z.]/g, '')
  switch (field.code) {
    case 'personnelNumber':
      return String(100_000 + index * 37)
    case 'position':
      return random.pick(positions)
    case 'about':
      return random.pick(about)
    case 'hobbies':
      return random.sample(hobbies, random.int(1, 3))
    case 'personalEmails':
      return [`${latin || account.login}@${random.pick(['yandex.ru', 'mail.ru', 'gmail.com'])}`]
    case 'workPhones':
      return [`+7495${random.digits(7)}`]
    case 'workStart':
      return isoDate(random, 2012, 2025)
    default:
      return undefined
  }
}

/** A value for a field, or undefined to leave it empty. */
export function fieldValue(
  field: FieldDef,
  account: Account,
  index: number,
  random: Random,
): ProfileFieldValue | undefined {
  const known = byCode(field, account, index, random)
  if (known !== undefined) return known
  const ids = field.items.map((item) => item.id)
  switch (field.fieldType) {
    case 'dropbox':
      return ids.length ? random.pick(ids) : undefined
    case 'combobox':
      return ids.length ? random.sample(ids, random.int(1, Math.min(3, ids.length))) : undefined
    case 'toggle':
      return random.chance(0.4)
    case 'date':
      return isoDate(random, 2010, 2025)
    case 'email':
      return field.multiple ? [`${account.login}@example.com`] : `${account.login}@example.com`
    case 'phone':
      return field.multiple ? [`+7499${random.digits(7)}`] : `+7499${random.digits(7)}`
    default:
      return undefined
  }
}
