/** Sum of the leading digits times weights, modulo 11, modulo 10: the check digit of INN. */
export function weightedCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0
  for (const [index, weight] of weights.entries()) sum += Number(digits[index]) * weight
  return (sum % 11) % 10
}

/** The remainder of a long decimal number divided by `divisor`, without losing precision. */
export function decimalRemainder(digits: string, divisor: number): number {
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % divisor
  return remainder
}
