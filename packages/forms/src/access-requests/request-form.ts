import { collectErrors } from '../collect'
import type { AccessRequestCompanyInput, FieldErrors } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateInn } from '../validators/inn'
import { validateKpp } from '../validators/kpp'
import { validateMaxLength } from '../validators/length'
import { isEmptyValue, validateRequired } from '../validators/required'

type CompanyInn = Pick<AccessRequestCompanyInput, 'inn'>

/** Requests can be sent only when the first company has an INN. */
export function canSendAccessRequests(companies: readonly CompanyInn[]): boolean {
  return !isEmptyValue(companies[0]?.inn)
}

/** Another company may be added only when the last one has an INN. */
export function canAddCompany(companies: readonly CompanyInn[]): boolean {
  return companies.length === 0 || !isEmptyValue(companies.at(-1)?.inn)
}

/**
 * The outgoing request form: per company (`companies.0.inn`, …) an INN that is present and
 * valid, a valid KPP when given, at least one role, a name of at most 255 characters.
 */
export function validateAccessRequest(
  companies: readonly AccessRequestCompanyInput[],
): FieldErrors {
  const results: Record<string, RuleResult[]> = {}
  for (const [index, company] of companies.entries()) {
    const at = `companies.${index}`
    results[`${at}.inn`] = [validateRequired(company.inn), validateInn(company.inn)]
    results[`${at}.kpp`] = [validateKpp(company.kpp)]
    results[`${at}.roles`] = [validateRequired(company.roles)]
    results[`${at}.name`] = [validateMaxLength(company.name, limits.textMaxLength)]
  }
  return collectErrors(results)
}
