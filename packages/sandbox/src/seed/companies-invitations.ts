import type { Invitation, InvitationStatus } from '@platform/sdk'
import type { SandboxState } from '../state'
import { type CompaniesState, joinByInvitation, masterContractors } from '../state/companies'
import type { Account } from '../state/core'
import { durationSeconds } from '../state/settings'
import { inviteDomains } from './companies-data'
import { accountByLogin } from './companies-helpers'
import type { SeedContext } from './context'
import { randomPerson, transliterate } from './people'
import type { Random } from './random'

const minute = 60_000
const day = 24 * 60 * minute

const plans: Record<string, InvitationStatus[]> = {
  master: [
    'active',
    'active',
    'active',
    'deactivated',
    'deactivated',
    'refusal',
    'success',
    'success',
    'autoSuccess',
    'deleted',
    'deleted',
  ],
  admin: ['active', 'active', 'deactivated', 'refusal', 'success', 'autoSuccess', 'deleted'],
}

function freshEmail(random: Random, taken: Set<string>): string {
  for (;;) {
    const person = randomPerson(random)
    const email = `${transliterate(person.lastName)}.${transliterate(person.firstName)[0]}@${random.pick(inviteDomains)}`
    if (!taken.has(email)) {
      taken.add(email)
      return email
    }
  }
}

/**
 * Invitations of `master` and `admin` in every status. Active ones (and one expired) have
 * their link in `core.links`; open ones make `invitationSent` contacts; accepted ones join
 * an account of `spare` to the contractor.
 */
export function seedInvitations(
  context: SeedContext,
  state: SandboxState,
  slice: CompaniesState,
  spare: Account[],
): void {
  const { random, now } = context
  const alive = durationSeconds(state.settings, 'inviteAlive', 7 * 86_400) * 1000
  const taken = new Set(state.core.accounts.flatMap((account) => account.email ?? []))
  const contractorRoles = slice.roles.filter((role) => role.roleType === 'contractor')
  let expiredLink = false
  for (const [login, statuses] of Object.entries(plans)) {
    const sender = accountByLogin(state.core.accounts, login)
    const contractors = masterContractors(slice, sender.id)
    for (const [index, status] of statuses.entries()) {
      const contractor = random.pick(contractors)
      const organizations = random.sample(contractor.organizationIds, random.int(1, 2))
      const invitee = status === 'success' || status === 'autoSuccess' ? spare.shift() : undefined
      let activeFrom = now.getTime() - random.int(5, 90) * day - random.int(0, 600) * minute
      if (status === 'active')
        activeFrom = now.getTime() - Math.round((alive * random.int(5, 60)) / 100)
      if (status === 'deactivated') activeFrom = now.getTime() - alive - random.int(1, 20) * day
      const invitation: Invitation = {
        id: random.uuid(),
        email: invitee?.email ?? freshEmail(random, taken),
        contractorId: contractor.id,
        contractorTitle: contractor.title,
        access: organizations.map((organizationId) => ({
          organizationId,
          organizationTitle: slice.companies.find((c) => c.id === organizationId)?.title ?? '',
          roles: random.sample(contractorRoles, random.int(1, 2)),
        })),
        organizationsId: organizations,
        createdAt: new Date(activeFrom - (index === 0 ? random.int(8, 15) * day : 0)).toISOString(),
        activeFrom: new Date(activeFrom).toISOString(),
        activeTo: new Date(activeFrom + alive).toISOString(),
        status,
      }
      slice.invitations.push(invitation)
      slice.invitationSenders[invitation.id] = sender.id
      if (invitee && (status === 'success' || status === 'autoSuccess')) {
        joinByInvitation(slice, invitation, invitee.id, status)
        const contact = slice.contacts.find((candidate) => candidate.userId === invitee.id)
        if (contact && !invitee.enabled) contact.status = 'inactive'
        if (contact && invitee.directory) contact.editable = false
      }
      if (status === 'active' || status === 'deactivated') {
        slice.contacts.push({
          userId: random.uuid(),
          email: invitation.email,
          status: 'invitationSent',
          editable: false,
          companyIds: [contractor.companyId],
          links: [],
        })
      }
      if (status === 'active' || (status === 'deactivated' && !expiredLink)) {
        expiredLink ||= status === 'deactivated'
        state.core.links.push({
          id: random.uuid(),
          kind: 'invitation',
          email: invitation.email,
          accountId: null,
          createdAt: invitation.activeFrom,
          expiresAt: invitation.activeTo,
          state: 'active',
          data: { invitationId: invitation.id },
        })
      }
    }
  }
}
