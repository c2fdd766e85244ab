import { collectErrors, type RuleResult, validateRequired } from '@platform/forms'
import type { ContractorAccessInput, FieldErrors } from '@platform/sdk'
import { requestIp } from '../../http/client-ip'
import type { SandboxState, SignedIn } from '../../state'
import type { ContactAccess, ContractorRecord } from '../../state/companies'
import { findRole } from '../../state/companies'
import { fullName } from '../../state/core'
import { type HistoryEntry, recordHistory } from '../../state/history'

interface ChangeContext {
  state: SandboxState
  session: SignedIn
  request: Request
  now: Date
}

/** A master user's change of people's access, in the administration's history of changes. */
export function recordChange(
  { state, session, request, now }: ChangeContext,
  entry: Omit<HistoryEntry, 'ip' | 'changer'>,
): void {
  const changer = { id: session.account.id, fio: fullName(session.account) }
  recordHistory(state.history, { ...entry, ip: requestIp(request), changer }, now, state.random)
}

export function isContractorRole(state: SandboxState, id: string): boolean {
  return findRole(state.companies, id)?.roleType === 'contractor'
}

/**
 * Rows of organizations and roles at a contractor (invitation form, contact's contractor
 * form): at least one row; in each an organization the contractor offers and at least one
 * contractor role. Keys are dotted body paths (`access.0.roles`).
 */
export function validateAccessRows(
  state: SandboxState,
  contractor: ContractorRecord | undefined,
  access: readonly ContractorAccessInput[] | undefined,
): FieldErrors {
  const rows = access ?? []
  const results: Record<string, RuleResult[]> = {
    access: [rows.length === 0 ? 'errorEmpty' : undefined],
  }
  for (const [index, row] of rows.entries()) {
    const offered = !contractor || contractor.organizationIds.includes(row.organizationId)
    results[`access.${index}.organizationId`] = [
      validateRequired(row.organizationId) ?? (offered ? undefined : 'errorInvalid'),
    ]
    const known = (row.roles ?? []).every((id) => isContractorRole(state, id))
    results[`access.${index}.roles`] = [
      validateRequired(row.roles) ?? (known ? undefined : 'errorInvalid'),
    ]
  }
  return collectErrors(results)
}

/** Rows of one organization merged, as the state keeps them. */
export function accessOf(
  rows: readonly { organizationId: string; roles?: string[]; rolesIds?: string[] }[],
): ContactAccess[] {
  const merged = new Map<string, Set<string>>()
  for (const row of rows) {
    const roles = merged.get(row.organizationId) ?? new Set<string>()
    for (const id of row.roles ?? row.rolesIds ?? []) roles.add(id)
    merged.set(row.organizationId, roles)
  }
  return [...merged].map(([organizationId, roles]) => ({ organizationId, roleIds: [...roles] }))
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
