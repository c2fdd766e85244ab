import { completeInn, completeOgrn, okpoCheckDigit } from '@platform/forms'
import type { CompanyRequisites, Role } from '@platform/sdk'
import type { SandboxState } from '../state'
import {
  addMembershipRoles,
  type CompaniesState,
  type CompanyRecord,
  type ContractorRecord,
  ensureContact,
} from '../state/companies'
import type { Account } from '../state/core'
import {
  foreignCompanies,
  homeCompanies,
  individuals,
  legalEntities,
  regions,
  roleSeeds,
} from './companies-data'
import { accountByLogin, roleIds, seedLink } from './companies-helpers'
import { seedInvitations } from './companies-invitations'
import { seedRequests } from './companies-requests'
import type { SeedContext } from './context'
import type { Random } from './random'

function okpo(random: Random, length: 8 | 10): string {
  const body = random.digits(length - 1)
  return `${body}${okpoCheckDigit([...body].map(Number))}`
}

function russianRequisites(random: Random, individual: boolean): CompanyRequisites {
  const region = random.pick(regions)
  const year = String(random.int(2, 23)).padStart(2, '0')
  if (individual) {
    return {
      taxNumber: null,
      registrationNumber: null,
      inn: completeInn(`${region}${random.digits(8)}`),
      kpp: null,
      ogrn: completeOgrn(`3${year}${region}${random.digits(9)}`),
      okpo: okpo(random, 10),
    }
  }
  const inn = completeInn(`${region}${random.digits(7)}`)
  return {
    taxNumber: null,
    registrationNumber: null,
    inn,
    kpp: `${inn.slice(0, 4)}${random.pick(['01', '01', '01', '43'])}001`,
    ogrn: completeOgrn(`${random.pick(['1', '5'])}${year}${region}${random.digits(7)}`),
    okpo: okpo(random, 8),
  }
}

function externalCode(random: Random): string | null {
  return random.chance(0.6) ? `ERP-${random.digits(5)}` : null
}

/** Home companies first, then the pool of counterparties (foreign ones at fixed places). */
function seedCompanyList(random: Random): CompanyRecord[] {
  const russian = (title: string, individual: boolean): CompanyRecord => ({
    id: random.uuid(),
    title,
    legalType: individual ? 'individual' : 'legalEntity',
    requisites: russianRequisites(random, individual),
    externalCode: externalCode(random),
    masterIds: [],
  })
  const foreign = foreignCompanies.map(
    ({ title, taxNumber, registrationNumber }): CompanyRecord => ({
      id: random.uuid(),
      title,
      legalType: 'legalEntity',
      requisites: { taxNumber, registrationNumber, inn: null, kpp: null, ogrn: null, okpo: null },
      externalCode: externalCode(random),
      masterIds: [],
    }),
  )
  const pool = [
    ...legalEntities.map((title) => russian(title, false)),
    ...individuals.map((title) => russian(title, true)),
  ]
  pool.splice(2, 0, foreign[0] as CompanyRecord)
  pool.splice(9, 0, foreign[1] as CompanyRecord)
  return [...homeCompanies.map((title) => russian(title, false)), ...pool]
}

function seedRoles(random: Random): Role[] {
  return roleSeeds.map((role) => ({ roleId: random.uuid(), ...role }))
}

const contractorsPerCompany = 7

/** Seven contractors per home company, each with one to three organizations of the pool. */
function seedContractors(random: Random, companies: CompanyRecord[]): ContractorRecord[] {
  const pool = companies.slice(homeCompanies.length)
  const contractors: ContractorRecord[] = []
  for (const [homeIndex] of homeCompanies.entries()) {
    for (let index = 0; index < contractorsPerCompany; index++) {
      const first = pool[(homeIndex * contractorsPerCompany + index) % pool.length] as CompanyRecord
      const others = pool.filter((company) => company !== first)
      // The first contractor of each company offers one organization (the form selects it).
      const extra = index === 0 ? 0 : random.int(0, 2)
      contractors.push({
        id: random.uuid(),
        companyId: (companies[homeIndex] as CompanyRecord).id,
        title: first.title,
        inn: first.requisites.inn,
        organizationIds: [first.id, ...random.sample(others, extra).map((company) => company.id)],
      })
    }
  }
  return contractors
}

function seedDemoMemberships(slice: CompaniesState, accounts: Account[]): void {
  const [north, ural, info] = slice.companies as [CompanyRecord, CompanyRecord, CompanyRecord]
  const admin = accountByLogin(accounts, 'admin')
  const master = accountByLogin(accounts, 'master')
  north.masterIds.push(master.id)
  ural.masterIds.push(master.id, admin.id)
  info.masterIds.push(admin.id)
  const head = roleIds(slice, 'Руководитель', 'Администратор платформы')
  for (const company of [ural, info]) addMembershipRoles(slice, admin.id, company.id, head)
  const companyAdmin = roleIds(slice, 'Администратор компании', 'Руководитель')
  for (const company of [north, ural])
    addMembershipRoles(slice, master.id, company.id, companyAdmin)
  addMembershipRoles(
    slice,
    accountByLogin(accounts, 'ldap').id,
    north.id,
    roleIds(slice, 'Сотрудник'),
  )
  const user = accountByLogin(accounts, 'user')
  const [northFirst] = slice.contractors
  const infoFirst = slice.contractors[2 * contractorsPerCompany + 1]
  if (northFirst)
    seedLink(slice, user, northFirst, roleIds(slice, 'Менеджер по закупкам', 'Кладовщик'))
  if (infoFirst) seedLink(slice, user, infoFirst, roleIds(slice, 'Бухгалтер'))
}

/**
 * The other people: a dozen employees of the home companies, about thirty contractor
 * contacts (some at two home companies), the rest left for requests and invitations.
 */
function seedPeople(random: Random, slice: CompaniesState, others: Account[]): void {
  const contractorRoles = slice.roles.filter((role) => role.roleType === 'contractor')
  const organizational = slice.roles.filter((role) => role.roleType === 'organizational')
  for (const account of others.slice(0, 12)) {
    const company = random.pick(slice.companies.slice(0, homeCompanies.length))
    const roles = random.sample(organizational, random.int(1, 2)).map((role) => role.roleId)
    addMembershipRoles(slice, account.id, company.id, roles)
  }
  for (const [index, account] of others.slice(12, 44).entries()) {
    const homes = index % 6 === 0 ? [index % 3, (index + 1) % 3] : [index % 3]
    for (const home of homes) {
      const own = slice.contractors.slice(
        home * contractorsPerCompany,
        (home + 1) * contractorsPerCompany,
      )
      for (const contractor of random.sample(own, random.chance(0.3) ? 2 : 1)) {
        const roles = random.sample(contractorRoles, random.int(1, 2)).map((role) => role.roleId)
        seedLink(
          slice,
          account,
          contractor,
          roles,
          random.int(1, contractor.organizationIds.length),
        )
      }
    }
    const contact = ensureContact(slice, account.id)
    if (contact.status === 'active' && random.chance(0.08)) contact.status = 'inactive'
    if (contact.editable && random.chance(0.15)) contact.editable = false
  }
}

export function seedCompanies(context: SeedContext, state: SandboxState): CompaniesState {
  const { random } = context
  const companies = seedCompanyList(random)
  const slice: CompaniesState = {
    companies,
    roles: seedRoles(random),
    contractors: seedContractors(random, companies),
    memberships: [],
    contacts: [],
    accessRequests: [],
    invitations: [],
    invitationSenders: {},
  }
  const accounts = state.core.accounts
  seedDemoMemberships(slice, accounts)
  const demo = new Set(['admin', 'master', 'user', 'limited', 'ldap'])
  const others = accounts.filter((account) => !demo.has(account.login))
  seedPeople(random, slice, others)
  seedRequests(context, slice, accounts, others)
  seedInvitations(context, state, slice, others.slice(44))
  return slice
}
