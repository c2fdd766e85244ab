import type { RuleResult } from '../messages'

function weightedRemainder(digits: readonly number[], firstWeight: number): number {
  let sum = 0
  // Weights run firstWeight, firstWeight + 1, … and wrap from 10 back to 1 (Rosstat method).
  for (const [index, digit] of digits.entries())
    sum += digit * (((firstWeight - 1 + index) % 10) + 1)
  return sum % 11
}

/** The OKPO check digit of the digits before it. */
export function okpoCheckDigit(digits: readonly number[]): number {
  const first = weightedRemainder(digits, 1)
  if (first < 10) return first
  const second = weightedRemainder(digits, 3)
  return second < 10 ? second : 0
}

/**
 * OKPO: 8 digits (organisation) or 10 digits (individual entrepreneur); the last is the
 * check digit of Rosstat: weights 1, 2, 3…, modulo 11; a result of 10 is computed again
 * with weights 3, 4, 5…, and a second 10 gives 0.
 */
export function isValidOkpo(value: string): boolean {
  if (!/^(\d{8}|\d{10})$/.test(value)) return false
  const digits = [...value].map(Number)
  return okpoCheckDigit(digits.slice(0, -1)) === digits.at(-1)
}

/** OKPO: `errorOkpo` unless {@link isValidOkpo}; an empty value is left to the required rule. */
export function validateOkpo(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidOkpo(value) ? undefined : 'errorOkpo'
}
