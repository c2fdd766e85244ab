import { emptyContractorRoles } from '@platform/forms'
import type {
  ContactContractor,
  ContractorOption,
  ContractorOrganization,
  ContractorRoles,
} from '@platform/sdk'
import type { AccessFormValues } from '../contractors/model'

/** The organizations the contact holds at the contractor, as the pickers show organizations. */
export function heldOrganizations(link: ContactContractor | undefined): ContractorOrganization[] {
  return (link?.access ?? []).map((row) => ({
    id: row.organizationId,
    title: row.organizationTitle,
    inn: row.inn,
    kpp: row.kpp,
  }))
}

/** The form's values: the link's rows as they are, or one empty row for a new link. */
export function linkValues(link: ContactContractor | undefined): AccessFormValues {
  const rows: ContractorRoles[] = (link?.access ?? []).map((row) => ({
    organizationId: row.organizationId,
    rolesIds: row.roles.map((role) => role.roleId),
  }))
  return {
    contractorId: link?.contractorId ?? null,
    contractorRoles: rows.length > 0 ? rows : [emptyContractorRoles()],
  }
}

/** The link's contractor for the form, with what the look-up offers besides the held ones. */
export function linkContractor(
  link: ContactContractor,
  found: ContractorOption | undefined,
): ContractorOption {
  return (
    found ?? {
      id: link.contractorId,
      title: link.contractorTitle,
      inn: null,
      availableOrganizations: [],
    }
  )
}
