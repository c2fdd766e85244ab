// A master user's day: answering incoming requests, invitations, contacts' contractor links.
import {
  allowAccessRequest,
  approveAccessRequest,
  createInvitation,
  deleteContactContractor,
  deleteInvitation,
  listIncomingAccessRequests,
  listInvitations,
  markAccessRequestDuplicate,
  rejectAccessRequest,
  resendInvitation,
  searchContractors,
  updateContactContractor,
} from '@platform/sdk'
import { contactsOf, masterContractors } from '../../src/state/companies'
import type { TourContext, TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`master-account tour: ${what}`)
}

function demoId(context: TourContext, login: string): string {
  const account = context.sandbox.state.core.accounts.find((candidate) => candidate.login === login)
  check(account, `demo account ${login}`)
  return account?.id as string
}

function contractorRoleIds(context: TourContext): string[] {
  return context.sandbox.state.companies.roles
    .filter((role) => role.roleType === 'contractor')
    .map((role) => role.roleId)
}

export const tour: TourStop[] = [
  {
    name: 'a master user answers incoming access requests',
    async run(context) {
      const master = await context.as('master')
      const demo = new Set(['user', 'limited'].map((login) => demoId(context, login)))
      const { requests } = context.ok(
        await listIncomingAccessRequests(master, {
          params: {
            query: { status: 'considered', limit: 100, sortBy: 'requestDate', sort: 'desc' },
          },
        }),
        'listIncomingAccessRequests',
      )
      const open = requests.filter((request) => !demo.has(request.userId))
      const contacts = context.sandbox.state.companies.contacts
      const linkedTo = (userId: string) =>
        new Set(contacts.find((c) => c.userId === userId)?.links.map((link) => link.contractorId))

      let approved = false
      for (const request of open) {
        const { contractors } = context.ok(
          await searchContractors(master, { params: { query: { userId: request.userId } } }),
          'searchContractors',
        )
        const linked = linkedTo(request.userId)
        const option = contractors.find(
          (c) => !linked.has(c.id) && c.availableOrganizations.length > 0,
        )
        if (!option) continue
        context.ok(
          await approveAccessRequest(master, {
            body: {
              requestId: request.requestId,
              userId: request.userId,
              contractorId: option.id,
              roles: [
                {
                  organizationId: option.availableOrganizations[0]?.id as string,
                  rolesIds: request.requestCompanyRoles.map((role) => role.roleId),
                },
              ],
            },
          }),
          'approveAccessRequest',
        )
        open.splice(open.indexOf(request), 1)
        approved = true
        break
      }
      check(approved, 'a request to approve')
      const [reject, duplicate, allow] = open
      check(reject && duplicate && allow, 'three more requests under review')
      const ids = (request: typeof reject) => ({
        requestId: request?.requestId as string,
        userId: request?.userId as string,
      })
      context.ok(
        await rejectAccessRequest(master, {
          body: { ...ids(reject), reason: 'Сотрудник не числится в штате компании' },
        }),
        'rejectAccessRequest',
      )
      context.ok(
        await markAccessRequestDuplicate(master, {
          body: { ...ids(duplicate), reason: 'Повторяет заявку от 18.11.2026' },
        }),
        'markAccessRequestDuplicate',
      )
      context.ok(await allowAccessRequest(master, { body: ids(allow) }), 'allowAccessRequest')
      const answered = context.ok(
        await listIncomingAccessRequests(master, {
          params: { query: { search: reject?.userName } },
        }),
        'listIncomingAccessRequests after the answers',
      )
      const row = answered.requests.find((request) => request.requestId === reject?.requestId)
      check(row?.status === 'failure', 'the rejected request')
    },
  },
  {
    name: 'a master user invites a person, resends and revokes the invitation',
    async run(context) {
      const master = await context.as('master')
      const { contractors } = context.ok(
        await searchContractors(master, { params: { query: { searchValue: 'ООО' } } }),
        'searchContractors',
      )
      const contractor = contractors.find((c) => c.availableOrganizations.length > 0)
      check(contractor, 'a contractor to invite to')
      const count = context.sandbox.state.companies.invitations.length
      const email = `priglashenie${count}@partner.example.ru`
      const { id } = context.ok(
        await createInvitation(master, {
          body: {
            email,
            contractorId: contractor?.id as string,
            access: [
              {
                organizationId: contractor?.availableOrganizations[0]?.id as string,
                roles: contractorRoleIds(context).slice(0, 1),
              },
            ],
          },
        }),
        'createInvitation',
      )
      check(
        context.sandbox.outbox.list()[0]?.link?.startsWith('/platform/invitation/'),
        'the letter',
      )
      const { invitations } = context.ok(
        await listInvitations(master, { params: { query: { status: 'active', limit: 100 } } }),
        'listInvitations',
      )
      check(
        invitations.some((invitation) => invitation.id === id),
        'the new invitation is listed',
      )
      context.ok(await resendInvitation(master, { params: { path: { id } } }), 'resendInvitation')
      context.ok(await deleteInvitation(master, { params: { path: { id } } }), 'deleteInvitation')
    },
  },
  {
    name: 'a master user gives a contact a contractor link and removes it again',
    async run(context) {
      const master = await context.as('master')
      const { companies } = context.sandbox.state
      const masterId = demoId(context, 'master')
      const own = masterContractors(companies, masterId)
      const contact = contactsOf(companies, masterId).find(
        (c) =>
          c.editable &&
          c.status === 'active' &&
          own.some((o) => !c.links.some((l) => l.contractorId === o.id)),
      )
      const contractor = own.find((o) => !contact?.links.some((l) => l.contractorId === o.id))
      check(contact && contractor, 'an editable contact and a contractor it has no link to')
      const userId = contact?.userId as string
      const contractorId = contractor?.id as string
      const { contractors } = context.ok(
        await searchContractors(master, { params: { query: { userId, ids: [contractorId] } } }),
        'searchContractors for the contact',
      )
      const organizationId = contractors[0]?.availableOrganizations[0]?.id
      check(organizationId, 'an organization to grant')
      context.ok(
        await updateContactContractor(master, {
          body: {
            userId,
            contractorId,
            access: [
              {
                organizationId: organizationId as string,
                roles: contractorRoleIds(context).slice(0, 2),
              },
            ],
          },
        }),
        'updateContactContractor',
      )
      context.ok(
        await deleteContactContractor(master, { params: { query: { userId, contractorId } } }),
        'deleteContactContractor',
      )
    },
  },
]
