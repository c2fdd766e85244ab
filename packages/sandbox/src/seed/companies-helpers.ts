import {
  type CompaniesState,
  type ContractorRecord,
  grantContractorAccess,
} from '../state/companies'
import type { Account } from '../state/core'

export function accountByLogin(accounts: readonly Account[], login: string): Account {
  const account = accounts.find((candidate) => candidate.login === login)
  if (!account) throw new Error(`seed: no demo account ${login}`)
  return account
}

export function roleIds(slice: CompaniesState, ...names: string[]): string[] {
  return slice.roles.filter((role) => names.includes(role.name)).map((role) => role.roleId)
}

/**
 * Links a person to a contractor (its first organizations, with these roles) and joins
 * them; a blocked account is an inactive contact, a directory account is not editable.
 */
export function seedLink(
  slice: CompaniesState,
  account: Account,
  contractor: ContractorRecord,
  roles: string[],
  organizations = 1,
): void {
  const access = contractor.organizationIds
    .slice(0, organizations)
    .map((organizationId) => ({ organizationId, roleIds: roles }))
  const contact = grantContractorAccess(slice, account.id, contractor, access)
  if (!account.enabled) contact.status = 'inactive'
  if (account.directory) contact.editable = false
}
