import type { Account, CoreState } from '../state/core'
import { demoPassword } from '../state/core'
import type { SeedContext } from './context'
import { randomMobile, randomPerson, transliterate } from './people'

type Demo = Pick<
  Account,
  'login' | 'firstName' | 'lastName' | 'middleName' | 'gender' | 'email' | 'mobile' | 'flows'
> &
  Partial<Pick<Account, 'admin' | 'master' | 'directory'>>

/** The five demo accounts of the README; all use the same password. */
const demoAccounts: Demo[] = [
  {
    login: 'admin',
    firstName: 'Андрей',
    lastName: 'Орлов',
    middleName: 'Викторович',
    gender: 'man',
    email: 'admin@sandbox.example.ru',
    mobile: '+79160000001',
    flows: ['credentials', 'email_code', 'sms_code'],
    admin: true,
    master: true,
  },
  {
    login: 'master',
    firstName: 'Мария',
    lastName: 'Кузнецова',
    middleName: 'Сергеевна',
    gender: 'woman',
    email: 'master@sandbox.example.ru',
    mobile: '+79160000002',
    flows: ['credentials', 'sms_code'],
    master: true,
  },
  {
    login: 'user',
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: 'Алексеевич',
    gender: 'man',
    email: 'user@sandbox.example.ru',
    mobile: '+79160000003',
    flows: ['credentials', 'email_code', 'sms_code'],
  },
  {
    login: 'limited',
    firstName: 'Павел',
    lastName: 'Смирнов',
    middleName: '',
    gender: null,
    email: 'limited@sandbox.example.ru',
    mobile: null,
    flows: ['credentials', 'email_code'],
  },
  {
    login: 'ldap',
    firstName: 'Елена',
    lastName: 'Волкова',
    middleName: 'Игоревна',
    gender: 'woman',
    email: 'ldap@sandbox.example.ru',
    mobile: '+79160000005',
    flows: ['credentials'],
    directory: true,
  },
]

export const demoLogins = ['admin', 'master', 'user', 'limited', 'ldap'] as const

/** How many people besides the demo accounts: contacts, requesters, history changers. */
const otherPeople = 60

export function seedCore({ random, now }: SeedContext): CoreState {
  const createdAt = new Date(now.getTime() - 400 * 86_400_000).toISOString()
  const accounts: Account[] = demoAccounts.map((demo) => ({
    id: random.uuid(),
    password: demoPassword,
    emailVerified: demo.email !== null,
    mobileVerified: demo.mobile !== null,
    admin: false,
    master: false,
    directory: false,
    applications: [],
    enabled: true,
    createdAt,
    ...demo,
  }))
  const logins = new Set(accounts.map((account) => account.login))
  while (accounts.length < demoAccounts.length + otherPeople) {
    const person = randomPerson(random)
    const base = `${transliterate(person.firstName)[0]}.${transliterate(person.lastName)}`
    const login = logins.has(base) ? `${base}${random.int(2, 99)}` : base
    if (logins.has(login)) continue
    logins.add(login)
    accounts.push({
      id: random.uuid(),
      login,
      password: demoPassword,
      ...person,
      email: `${login}@${random.pick(['mail.example.ru', 'corp.example.ru', 'example.com'])}`,
      emailVerified: true,
      mobile: randomMobile(random),
      mobileVerified: random.chance(0.8),
      directory: random.chance(0.1),
      admin: false,
      master: false,
      flows: ['credentials'],
      applications: [],
      enabled: random.chance(0.95),
      createdAt: new Date(now.getTime() - random.int(30, 900) * 86_400_000).toISOString(),
    })
  }
  return { accounts, sessions: [], links: [], codes: [], codeRequests: {}, registrations: {} }
}

/**
 * Two more administrators, each allowed one header indicator only, so each access flag can be
 * seen to decide its indicator: `operator` reads monitoring, `auditor` application updates.
 * Added after every other slice is seeded, with fixed ids, so they change no seeded data.
 */
export function indicatorAccounts(now: Date): Account[] {
  const base = {
    password: demoPassword,
    middleName: '',
    gender: null,
    emailVerified: true,
    mobile: null,
    mobileVerified: false,
    directory: false,
    admin: true,
    master: false,
    flows: ['credentials'],
    applications: [],
    enabled: true,
    createdAt: new Date(now.getTime() - 100 * 86_400_000).toISOString(),
  } satisfies Partial<Account>
  return [
    {
      ...base,
      id: '0a7e4c1e-0000-4000-8000-000000000001',
      login: 'operator',
      firstName: 'Олег',
      lastName: 'Дежурный',
      email: 'operator@sandbox.example.ru',
      notifyAccess: { monitoring: true, diagnostics: false, applications: false },
    },
    {
      ...base,
      id: '0a7e4c1e-0000-4000-8000-000000000002',
      login: 'auditor',
      firstName: 'Анна',
      lastName: 'Проверкина',
      email: 'auditor@sandbox.example.ru',
      notifyAccess: { monitoring: false, diagnostics: false, applications: true },
    },
  ]
}
