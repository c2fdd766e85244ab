const LEGAL_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0
  for (const [index, weight] of weights.entries()) sum += (digits[index] ?? 0) * weight
  return (sum % 11) % 10
}

/**
 * INN (taxpayer number): 10 digits for a legal entity or 12 for an individual, with the
 * check digits of the Federal Tax Service.
 */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false
  const digits = [...value].map(Number)
  if (digits.length === 10) return checkDigit(digits, LEGAL_WEIGHTS) === digits[9]
  return (
    checkDigit(digits, PERSON_WEIGHTS_11) === digits[10] &&
    checkDigit(digits, PERSON_WEIGHTS_12) === digits[11]
  )
}
