import { completeInn } from '@platform/forms'
import type { AccessRequest, AccessRequestDecision, AccessRequestStatus, Role } from '@platform/sdk'
import {
  type CompaniesState,
  type CompanyRecord,
  type ContractorRecord,
  formatDay,
} from '../state/companies'
import { type Account, fullName } from '../state/core'
import { failureReasons, unknownCompany } from './companies-data'
import { accountByLogin, roleIds, seedLink } from './companies-helpers'
import type { SeedContext } from './context'
import type { Random } from './random'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

interface Target {
  title: string
  inn: string
  kpp: string | null
}

function targetOf(company: CompanyRecord): Target {
  const { inn, kpp } = company.requisites
  if (!inn) throw new Error(`seed: ${company.title} has no INN`)
  return { title: company.title, inn, kpp }
}

/** The name as a person types it: the full title, without quotes and legal form, or none. */
function typedName(random: Random, title: string): string | null {
  if (random.chance(0.15)) return null
  if (random.chance(0.7)) return title
  return title.replace(/^(ООО|АО|ПАО)\s+/, '').replace(/[«»]/g, '')
}

function request(
  { random, now }: SeedContext,
  account: Account,
  target: Target,
  roles: Role[],
  daysAgo: number,
): AccessRequest {
  const sent = now.getTime() - daysAgo * day - random.int(5, 600) * minute
  return {
    requestId: random.uuid(),
    requestDate: new Date(sent).toISOString(),
    responseDate: null,
    requestCompanyName: typedName(random, target.title),
    requestCompanyInn: target.inn,
    requestCompanyKpp: target.kpp && random.chance(0.7) ? target.kpp : null,
    requestCompanyRoles: roles.map(({ roleId, name }) => ({ roleId, name })),
    responseCompanyName: null,
    responseCompanyInn: null,
    responseCompanyTax: null,
    userId: account.id,
    userName: fullName(account),
    userEmail: account.email,
    userMobile: account.mobile,
    status: 'considered',
    reason: null,
    decision: null,
    comment: null,
  }
}

interface Answer {
  status: Exclude<AccessRequestStatus, 'considered'>
  company: CompanyRecord
  decision?: AccessRequestDecision
  reason?: string
  comment?: string
}

function answer({ random, now }: SeedContext, row: AccessRequest, given: Answer): AccessRequest {
  const at = Math.min(Date.parse(row.requestDate) + random.int(1, 72) * hour, now.getTime() - hour)
  const answered = given.status !== 'remove'
  return {
    ...row,
    status: given.status,
    responseDate: new Date(at).toISOString(),
    responseCompanyName: answered ? given.company.title : null,
    responseCompanyInn: answered ? given.company.requisites.inn : null,
    responseCompanyTax: answered ? given.company.requisites.kpp : null,
    reason: given.reason ?? null,
    decision: given.decision ?? null,
    comment: given.comment ?? null,
  }
}

function decision(
  responseStatus: AccessRequestDecision['responseStatus'],
  reason: string | null = null,
  contractor?: ContractorRecord,
  roles: string[] = [],
): AccessRequestDecision {
  return {
    responseStatus,
    reason,
    contractorId: contractor?.id ?? null,
    contractorRoles: contractor
      ? [{ organizationId: contractor.organizationIds[0] as string, rolesIds: roles }]
      : [],
  }
}

const cycle: AccessRequestStatus[] = [
  'considered',
  'approved',
  'failure',
  'duplicate',
  'remove',
  'considered',
  'approved',
  'failure',
  'considered',
  'approved',
  'remove',
  'considered',
]

/** One answered or pending request of `account` to `company`, in the given status. */
function requestIn(
  context: SeedContext,
  slice: CompaniesState,
  account: Account,
  company: CompanyRecord,
  status: AccessRequestStatus,
  daysAgo: number,
  roles: Role[],
  approveVia?: ContractorRecord,
): AccessRequest {
  const { random } = context
  const row = request(context, account, targetOf(company), roles, daysAgo)
  const ids = roles.map((role) => role.roleId)
  if (status === 'considered') return row
  if (status === 'approved' && approveVia) {
    seedLink(slice, account, approveVia, ids)
    const made = decision('contractor', null, approveVia, ids)
    return answer(context, row, { status, company, decision: made })
  }
  if (status === 'approved') {
    const comment = 'Доступ предоставлен вручную'
    return answer(context, row, { status, company, decision: decision('allow'), comment })
  }
  if (status === 'failure') {
    const reason = random.pick(failureReasons)
    return answer(context, row, { status, company, reason, decision: decision('failure', reason) })
  }
  if (status === 'duplicate') {
    const earlier = new Date(Date.parse(row.requestDate) - random.int(2, 20) * day).toISOString()
    const reason = `Повторяет заявку от ${formatDay(earlier)}`
    return answer(context, row, {
      status,
      company,
      reason,
      decision: decision('duplicate', reason),
    })
  }
  return answer(context, row, { status, company })
}

/** Incoming requests to every home company in every status, and the demo people's own. */
export function seedRequests(
  context: SeedContext,
  slice: CompaniesState,
  accounts: readonly Account[],
  others: readonly Account[],
): void {
  const { random } = context
  const contractorRoles = slice.roles.filter((role) => role.roleType === 'contractor')
  const pick = () => random.sample(contractorRoles, random.int(1, 2))
  const rows: AccessRequest[] = []
  for (const company of slice.companies.slice(0, 3)) {
    const own = slice.contractors.filter((contractor) => contractor.companyId === company.id)
    for (const [index, status] of cycle.entries()) {
      const via = status === 'approved' && index % 2 === 1 ? random.pick(own) : undefined
      const account = random.pick(others.slice(12))
      rows.push(
        requestIn(context, slice, account, company, status, random.int(0, 150), pick(), via),
      )
    }
  }
  const [north, ural, info] = slice.companies as [CompanyRecord, CompanyRecord, CompanyRecord]
  const user = accountByLogin(accounts, 'user')
  const limited = accountByLogin(accounts, 'limited')
  const named = (...names: string[]) =>
    slice.roles.filter((role) => roleIds(slice, ...names).includes(role.roleId))
  const [northFirst] = slice.contractors
  const unknown = { title: unknownCompany, inn: completeInn(`77${random.digits(7)}`), kpp: null }
  rows.push(
    requestIn(context, slice, user, north, 'considered', 2, named('Логист')),
    requestIn(
      context,
      slice,
      user,
      north,
      'approved',
      60,
      named('Менеджер по закупкам', 'Кладовщик'),
      northFirst,
    ),
    requestIn(context, slice, user, ural, 'failure', 30, named('Юрист')),
    requestIn(context, slice, user, north, 'duplicate', 45, named('Менеджер по закупкам')),
    requestIn(context, slice, user, info, 'remove', 20, named('Бухгалтер')),
    request(context, user, unknown, named('Менеджер по продажам'), 5),
    requestIn(context, slice, limited, north, 'considered', 1, named('Бухгалтер')),
    requestIn(context, slice, limited, ural, 'failure', 14, named('Кладовщик')),
    requestIn(context, slice, limited, info, 'remove', 10, named('Логист')),
  )
  slice.accessRequests = rows
}
