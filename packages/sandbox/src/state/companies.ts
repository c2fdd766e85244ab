import type {
  AccessRequest,
  CompanyRequisites,
  ContactStatus,
  Invitation,
  LegalType,
  Role,
} from '@platform/sdk'

/** A company (organization) known to the platform, with its requisites. */
export interface CompanyRecord {
  id: string
  title: string
  legalType: LegalType
  requisites: CompanyRequisites
  externalCode: string | null
  /** Master users of the company: they see its contacts, contractors and incoming requests. */
  masterIds: string[]
}

/** A counterparty of a company, grouping the organizations its people may be given access to. */
export interface ContractorRecord {
  id: string
  /** The company whose master users manage the contractor. */
  companyId: string
  title: string
  inn: string | null
  organizationIds: string[]
}

/** A person's roles in a company (the profile's companies page). */
interface Membership {
  accountId: string
  companyId: string
  roleIds: string[]
}

export interface ContactAccess {
  organizationId: string
  roleIds: string[]
}

/** A counterparty link: the organizations of one contractor a contact has access to. */
export interface ContactLink {
  contractorId: string
  access: ContactAccess[]
}

/** A person of the master users' companies, as the contacts page lists them. */
export interface ContactRecord {
  /** The account's id; a fresh id while the person is only invited. */
  userId: string
  /** The invited address while there is no account yet (`invitationSent`). */
  email: string | null
  status: ContactStatus
  /** Whether master users may edit the contact's contractor roles. */
  editable: boolean
  /** The master users' companies whose contacts list shows the person. */
  companyIds: string[]
  links: ContactLink[]
}

/** Owned by the companies slice (accesses, master-account and the profile's companies pages). */
export interface CompaniesState {
  companies: CompanyRecord[]
  roles: Role[]
  contractors: ContractorRecord[]
  memberships: Membership[]
  contacts: ContactRecord[]
  accessRequests: AccessRequest[]
  invitations: Invitation[]
  /** Who sent each invitation (invitation id → account id): master users list their own. */
  invitationSenders: Record<string, string>
}

/** Ids of the companies where the account is a master user. */
export function masterCompanyIds(state: CompaniesState, accountId: string): Set<string> {
  return new Set(
    state.companies
      .filter((company) => company.masterIds.includes(accountId))
      .map((company) => company.id),
  )
}

export function masterContractors(state: CompaniesState, accountId: string): ContractorRecord[] {
  const companies = masterCompanyIds(state, accountId)
  return state.contractors.filter((contractor) => companies.has(contractor.companyId))
}

/** The contacts a master user sees: people of the companies where they are master. */
export function contactsOf(state: CompaniesState, accountId: string): ContactRecord[] {
  const companies = masterCompanyIds(state, accountId)
  return state.contacts.filter((contact) => contact.companyIds.some((id) => companies.has(id)))
}

export function findCompany(state: CompaniesState, id: string): CompanyRecord | undefined {
  return state.companies.find((company) => company.id === id)
}

export function findRole(state: CompaniesState, id: string): Role | undefined {
  return state.roles.find((role) => role.roleId === id)
}

export function rolesOf(state: CompaniesState, ids: readonly string[]): Role[] {
  return ids.flatMap((id) => findRole(state, id) ?? [])
}

/** The platform's company a request names: same INN, and same KPP when one was entered. */
export function requestCompany(
  state: CompaniesState,
  request: Pick<AccessRequest, 'requestCompanyInn' | 'requestCompanyKpp'>,
): CompanyRecord | undefined {
  return state.companies.find(
    (company) =>
      company.requisites.inn === request.requestCompanyInn &&
      (!request.requestCompanyKpp || company.requisites.kpp === request.requestCompanyKpp),
  )
}

/** Adds roles to a person's membership in a company, creating it when needed. */
export function addMembershipRoles(
  state: CompaniesState,
  accountId: string,
  companyId: string,
  roleIds: readonly string[],
): void {
  const existing = state.memberships.find(
    (membership) => membership.accountId === accountId && membership.companyId === companyId,
  )
  if (existing) existing.roleIds = [...new Set([...existing.roleIds, ...roleIds])]
  else state.memberships.push({ accountId, companyId, roleIds: [...new Set(roleIds)] })
}

/** The contact record of a person, created (active, editable) when they are nobody's contact yet. */
export function ensureContact(state: CompaniesState, userId: string): ContactRecord {
  const existing = state.contacts.find((contact) => contact.userId === userId)
  if (existing) return existing
  const contact: ContactRecord = {
    userId,
    email: null,
    status: 'active',
    editable: true,
    companyIds: [],
    links: [],
  }
  state.contacts.push(contact)
  return contact
}

/**
 * Sets a contact's access at a contractor: `replace` makes `access` the whole link (the
 * contact screen), `merge` adds it to what the link holds (approvals, invitations).
 */
export function linkContractor(
  contact: ContactRecord,
  contractor: ContractorRecord,
  access: readonly ContactAccess[],
  mode: 'replace' | 'merge',
): ContactLink {
  let link = contact.links.find((candidate) => candidate.contractorId === contractor.id)
  if (!link) {
    link = { contractorId: contractor.id, access: [] }
    contact.links.push(link)
  }
  if (mode === 'replace') link.access = []
  for (const row of access) {
    const held = link.access.find((entry) => entry.organizationId === row.organizationId)
    if (held) held.roleIds = [...new Set([...held.roleIds, ...row.roleIds])]
    else
      link.access.push({ organizationId: row.organizationId, roleIds: [...new Set(row.roleIds)] })
  }
  if (!contact.companyIds.includes(contractor.companyId))
    contact.companyIds.push(contractor.companyId)
  return link
}

/** Links a person to a contractor (merging roles) and joins the organizations with those roles. */
export function grantContractorAccess(
  state: CompaniesState,
  userId: string,
  contractor: ContractorRecord,
  access: readonly ContactAccess[],
): ContactRecord {
  const contact = ensureContact(state, userId)
  linkContractor(contact, contractor, access, 'merge')
  for (const row of access) addMembershipRoles(state, userId, row.organizationId, row.roleIds)
  return contact
}

/**
 * What accepting an invitation grants (for the invitation link pages): the invited person
 * becomes an active contact linked to the contractor with the invited roles, joins the
 * organizations, and the invitation is closed with `status` (success or autoSuccess).
 */
export function joinByInvitation(
  state: CompaniesState,
  invitation: Invitation,
  accountId: string,
  status: 'success' | 'autoSuccess' = 'success',
): void {
  const contractor = state.contractors.find((candidate) => candidate.id === invitation.contractorId)
  const pending = state.contacts.find(
    (contact) =>
      contact.status === 'invitationSent' &&
      contact.email?.toLowerCase() === invitation.email.toLowerCase(),
  )
  const existing = state.contacts.find((contact) => contact.userId === accountId)
  if (pending && !existing) {
    pending.userId = accountId
    pending.email = null
    pending.status = 'active'
  } else if (pending) {
    state.contacts.splice(state.contacts.indexOf(pending), 1)
  }
  const access = invitation.access.map((row) => ({
    organizationId: row.organizationId,
    roleIds: row.roles.map((role) => role.roleId),
  }))
  if (contractor) grantContractorAccess(state, accountId, contractor, access)
  ensureContact(state, accountId).status = 'active'
  invitation.status = status
}

/** Drops the contact of an invited address once no open invitation to it remains. */
export function dropPendingContact(state: CompaniesState, email: string): void {
  const address = email.toLowerCase()
  const open = state.invitations.some(
    (invitation) =>
      invitation.email.toLowerCase() === address &&
      (invitation.status === 'active' || invitation.status === 'deactivated'),
  )
  if (open) return
  state.contacts = state.contacts.filter(
    (contact) => !(contact.status === 'invitationSent' && contact.email?.toLowerCase() === address),
  )
}

/** Invitations whose activity period is over become `deactivated` (read on every listing). */
export function expireInvitations(state: CompaniesState, now: Date): void {
  for (const invitation of state.invitations) {
    if (invitation.status === 'active' && Date.parse(invitation.activeTo) <= now.getTime()) {
      invitation.status = 'deactivated'
    }
  }
}

/** DD.MM.YYYY of a moment (UTC), as texts people read show dates. */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-')
  return `${day}.${month}.${year}`
}
