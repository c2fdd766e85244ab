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

export const canWithdraw = isUnderReview

export interface TableSort {
  column: string
  direction: 'ascending' | 'descending'
}

/** Newest first: the default of both tabs. */
export const defaultSort: TableSort = { column: 'requestDate', direction: 'descending' }

/** The rows per page a person chose in the user settings, else 20. */
export function pageSize(pagination: number | null | undefined): number {
  return pagination && pagination > 0 ? pagination : 20
}

/** The list query of a page of the table. */
export function listQuery<Column extends string>(
  page: number,
  limit: number,
  sort: TableSort,
  columns: readonly Column[],
) {
  const sortBy = (columns as readonly string[]).includes(sort.column)
    ? (sort.column as Column)
    : (columns[0] as Column)
  return {
    page,
    limit,
    sortBy,
    sort: sort.direction === 'ascending' ? ('asc' as const) : ('desc' as const),
  }
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit))
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
