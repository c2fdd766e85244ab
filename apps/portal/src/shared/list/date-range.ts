import { type RuleResult, validateDateOrder } from '@platform/forms'

/**
 * The fault of a range of days, if any: one that ends before it starts. Both ends are whole
 * days and both are included, so one day (from = to) is a range.
 */
export function dateRangeError(from: string | undefined, to: string | undefined): RuleResult {
  return from && to && from !== to ? validateDateOrder(from, to) : undefined
}
