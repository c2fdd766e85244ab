import type { AccessRequestCompanyInput, AccessRequestStatus } from '@platform/sdk'

/** How each status is shown: considered info, approved success, failure error, duplicate disabled, remove warning. */
export const statusVariants = {
  considered: 'info',
  approved: 'success',
  failure: 'error',
  duplicate: 'disabled',
  remove: 'warning',
} as const satisfies Record<AccessRequestStatus, string>

/** Only a request under review can be withdrawn by its author or decided by a master user. */
export function isUnderReview(request: { status: AccessRequestStatus }): boolean {
  return request.status === 'considered'
}

/** One company of the request form, as typed. */
export interface CompanyFormValue {
  name: string
  inn: string
  kpp: string
  roles: string[]
}

export const emptyCompany = (): CompanyFormValue => ({ name: '', inn: '', kpp: '', roles: [] })

/** The request body: trimmed values, an empty name or KPP left out. */
export function toRequestCompanies(
  companies: readonly CompanyFormValue[],
): AccessRequestCompanyInput[] {
  return companies.map((company) => {
    const name = company.name.trim()
    const kpp = company.kpp.trim()
    return {
      inn: company.inn.trim(),
      roles: [...new Set(company.roles)],
      ...(name ? { name } : {}),
      ...(kpp ? { kpp } : {}),
    }
  })
}
