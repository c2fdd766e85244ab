import type { ContractorRoles, FieldErrors } from '@platform/forms'
import type { ContractorAccessInput, ContractorOrganization, Role } from '@platform/sdk'

/** The contractor and its rows of organizations with roles, as the three master forms hold them. */
export interface AccessFormValues {
  contractorId: string | null
  contractorRoles: ContractorRoles[]
}

/** Only contractor roles may be granted to a contractor's people. */
export const contractorRolesOf = (roles: readonly Role[]): Role[] =>
  roles.filter((role) => role.roleType === 'contractor')

/** The rows as the invitation and contact calls take them: `access`, with `roles`. */
export function toAccessInput(rows: readonly ContractorRoles[]): ContractorAccessInput[] {
  return rows.map(({ organizationId, rolesIds }) => ({
    organizationId,
    roles: [...new Set(rolesIds)],
  }))
}

/**
 * Those calls name the rows' errors by body path (`access.0.roles`); the form names the same
 * rows `contractorRoles.0.rolesIds`.
 */
export function accessErrorsToForm(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, codes]) => [
      key
        .replace(/^access(?=\.|$)/, 'contractorRoles')
        .replace(/^(contractorRoles\.\d+)\.roles$/, '$1.rolesIds'),
      codes,
    ]),
  )
}

/**
 * The organizations a row may choose: what the contractor offers plus those already held (a
 * look-up leaves out organizations the person has), each once.
 */
export function organizationChoices(
  offered: readonly ContractorOrganization[],
  held: readonly ContractorOrganization[],
): ContractorOrganization[] {
  const byId = new Map([...held, ...offered].map((organization) => [organization.id, organization]))
  return [...byId.values()]
}
