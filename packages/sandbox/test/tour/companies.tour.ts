// The profile's companies and contacts pages. Leaving a company leaves one the person was
// given just before (an invitation to an existing account joins it at once), so the seeded
// memberships stay as they were.
import {
  createInvitation,
  leaveCompany,
  listCompanies,
  listContactContractors,
  listContacts,
} from '@platform/sdk'
import { masterContractors } from '../../src/state/companies'
import type { TourContext, TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`companies tour: ${what}`)
}

function accountOf(context: TourContext, login: string) {
  const account = context.sandbox.state.core.accounts.find((candidate) => candidate.login === login)
  check(account, `demo account ${login}`)
  return account as NonNullable<typeof account>
}

export const tour: TourStop[] = [
  {
    name: 'a person sees the companies and a master user the contacts',
    async run(context) {
      const user = await context.as('user')
      const { companies } = context.ok(await listCompanies(user), 'listCompanies')
      check(companies.length > 0, 'the user’s companies')

      const master = await context.as('master')
      const { contacts, meta } = context.ok(
        await listContacts(master, {
          params: { query: { sortBy: 'fio', sort: 'asc', limit: 50 } },
        }),
        'listContacts',
      )
      check(meta.total > 0 && contacts.length > 0, 'the master user’s contacts')
      const found = context.ok(
        await listContacts(master, { params: { query: { search: 'Петров Иван' } } }),
        'listContacts with a search',
      )
      const userId = accountOf(context, 'user').id
      check(
        found.contacts.some((contact) => contact.userId === userId),
        'the user as a contact',
      )
      const { contractors } = context.ok(
        await listContactContractors(master, {
          params: { path: { userId }, query: { sortBy: 'contractorTitle', sort: 'asc' } },
        }),
        'listContactContractors',
      )
      check(contractors[0]?.access.length, 'the user’s contractor link')
    },
  },
  {
    name: 'a person leaves a company',
    async run(context) {
      const ldap = accountOf(context, 'ldap')
      const { companies: slice } = context.sandbox.state
      const held = new Set(
        slice.memberships.filter((m) => m.accountId === ldap.id).map((m) => m.companyId),
      )
      const contractor = masterContractors(slice, accountOf(context, 'master').id).find((c) =>
        c.organizationIds.some((id) => !held.has(id)),
      )
      const organizationId = contractor?.organizationIds.find((id) => !held.has(id))
      const role = slice.roles.find((candidate) => candidate.roleType === 'contractor')
      check(contractor && organizationId && role, 'an organization to join')
      context.ok(
        await createInvitation(await context.as('master'), {
          body: {
            email: ldap.email as string,
            contractorId: contractor?.id as string,
            access: [{ organizationId: organizationId as string, roles: [role?.roleId as string] }],
          },
        }),
        'createInvitation of an existing account',
      )
      const client = await context.as('ldap')
      const { companies } = context.ok(await listCompanies(client), 'listCompanies')
      check(
        companies.some((company) => company.id === organizationId),
        'the joined company',
      )
      context.ok(
        await leaveCompany(client, { params: { path: { id: organizationId as string } } }),
        'leaveCompany',
      )
    },
  },
]
