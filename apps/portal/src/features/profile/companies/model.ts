import type { Company, LegalType } from '@platform/sdk'

export interface CompanyFilters {
  search?: string
  legalType?: LegalType
}

/** The companies a filter keeps: by legal type, and by text in the title, numbers or code. */
export function filterCompanies(
  companies: readonly Company[],
  { search, legalType }: CompanyFilters,
): Company[] {
  const needle = search?.trim().toLocaleLowerCase('ru')
  return companies.filter((company) => {
    if (legalType && company.legalType !== legalType) return false
    if (!needle) return true
    const { requisites } = company
    return [
      company.title,
      company.externalCode,
      requisites.inn,
      requisites.kpp,
      requisites.ogrn,
      requisites.okpo,
      requisites.taxNumber,
      requisites.registrationNumber,
      ...company.roles.map((role) => role.name),
    ].some((value) => value?.toLocaleLowerCase('ru').includes(needle))
  })
}

/** One page of a list held whole in memory (the companies list is not paged by the server). */
export function pageOf<T>(rows: readonly T[], page: number, limit: number): T[] {
  const last = Math.max(1, Math.ceil(rows.length / limit))
  const start = (Math.min(Math.max(1, page), last) - 1) * limit
  return rows.slice(start, start + limit)
}
