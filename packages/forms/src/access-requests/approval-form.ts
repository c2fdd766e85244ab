import { collectErrors } from '../collect'
import type { ContractorOption, ContractorRoles, FieldErrors } from '../contract'
import type { RuleResult } from '../messages'
import { validateRequired } from '../validators/required'

type Organizations = Pick<ContractorOption, 'availableOrganizations'>

/** The organisation selected by itself: the only one the contractor offers. */
export function autoSelectedOrganization(contractor: Organizations | null): string | undefined {
  const [only, ...others] = contractor?.availableOrganizations ?? []
  return others.length === 0 ? only?.id : undefined
}

/**
 * The `contractorRoles` rows after the contractor changes: rows with an
 * organisation the new contractor does not offer are dropped; when it offers exactly one,
 * the form holds one row with that organisation, keeping the roles already chosen for it.
 */
export function rowsForContractor(
  rows: readonly ContractorRoles[],
  contractor: Organizations | null,
): ContractorRoles[] {
  const available = new Set(
    contractor?.availableOrganizations.map((organization) => organization.id),
  )
  const kept = rows.filter((row) => !row.organizationId || available.has(row.organizationId))
  const only = autoSelectedOrganization(contractor)
  if (only === undefined) return kept
  const chosen = kept.find((row) => row.organizationId === only)
  return [{ organizationId: only, rolesIds: chosen?.rolesIds ?? [] }]
}

/** A new, empty row of `contractorRoles`. */
export function emptyContractorRoles(): ContractorRoles {
  return { organizationId: '', rolesIds: [] }
}

/**
 * The approval form (decision "link to contractor"): a contractor, at least one row, and in
 * every row an organisation and at least one role. Empty new rows get `errorEmpty` on both
 * members (`contractorRoles.0.organizationId`, `contractorRoles.0.rolesIds`).
 */
export function validateApproval(form: {
  contractorId: string | null
  contractorRoles: readonly ContractorRoles[]
}): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    contractorId: [validateRequired(form.contractorId)],
    contractorRoles: [form.contractorRoles.length === 0 ? 'errorEmpty' : undefined],
  }
  for (const [index, row] of form.contractorRoles.entries()) {
    results[`contractorRoles.${index}.organizationId`] = [validateRequired(row.organizationId)]
    results[`contractorRoles.${index}.rolesIds`] = [validateRequired(row.rolesIds)]
  }
  return collectErrors(results)
}
