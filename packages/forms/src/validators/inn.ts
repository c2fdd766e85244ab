import type { LegalType } from '../contract'
import type { RuleResult } from '../messages'
import { weightedCheckDigit } from './check-digit'

const LEGAL_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const

/**
 * INN (taxpayer number): 10 digits for a legal entity or 12 for an individual, with the
 * check digits of the Federal Tax Service.
 */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false
  const digit = (position: number) => Number(value[position])
  if (value.length === 10) return weightedCheckDigit(value, LEGAL_WEIGHTS) === digit(9)
  return (
    weightedCheckDigit(value, PERSON_WEIGHTS_11) === digit(10) &&
    weightedCheckDigit(value, PERSON_WEIGHTS_12) === digit(11)
  )
}

/**
 * INN: `errorInn` unless {@link isValidInn}; with a legal type, also unless it has that
 * type's length (10 for `legalEntity`, 12 for `individual`). An empty value is left to the
 * required rule.
 */
export function validateInn(value: string | null | undefined, legalType?: LegalType): RuleResult {
  if (!value) return undefined
  const length = legalType === 'individual' ? 12 : 10
  if (legalType && value.length !== length) return 'errorInn'
  return isValidInn(value) ? undefined : 'errorInn'
}

/**
 * Completes an INN from its leading digits: 9 digits give a legal entity's INN, 10 an
 * individual's. For test data and demos: the check digits come from the same rule.
 */
export function completeInn(leading: string): string {
  if (/^\d{9}$/.test(leading)) return `${leading}${weightedCheckDigit(leading, LEGAL_WEIGHTS)}`
  if (!/^\d{10}$/.test(leading)) throw new RangeError('an INN starts with 9 or 10 digits')
  const eleven = `${leading}${weightedCheckDigit(leading, PERSON_WEIGHTS_11)}`
  return `${eleven}${weightedCheckDigit(eleven, PERSON_WEIGHTS_12)}`
}
