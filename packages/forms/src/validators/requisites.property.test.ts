import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidInn } from './inn'
import { isValidOgrn } from './ogrn'
import { isValidOkpo, okpoCheckDigit } from './okpo'

const RUNS = { numRuns: 10_000 }
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })

// Written apart from the implementation on purpose: the oracle must not share its code.
function weightedCheckDigit(body: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, index) => sum + weight * (body[index] ?? 0), 0) % 11) % 10
}

function innFrom(body: number[]): string {
  if (body.length === 9)
    return [...body, weightedCheckDigit(body, [2, 4, 10, 3, 5, 9, 4, 6, 8])].join('')
  const eleventh = weightedCheckDigit(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
  const twelfth = weightedCheckDigit([...body, eleventh], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
  return [...body, eleventh, twelfth].join('')
}

function ogrnFrom(body: number[]): string {
  const divisor = body.length === 12 ? 11 : 13
  return `${body.join('')}${Number(BigInt(body.join('')) % BigInt(divisor)) % 10}`
}

function withLastDigit(value: string, digit: number): string {
  return `${value.slice(0, -1)}${digit}`
}

const otherDigit = (value: string) =>
  fc.integer({ min: 0, max: 9 }).filter((digit) => digit !== Number(value.at(-1)))

describe('check digits, 10,000 runs each', () => {
  it('an INN built from its check digits passes; any other last digit fails', {
    timeout: 60_000,
  }, () => {
    const inn = fc.oneof(digits(9), digits(10)).map(innFrom)
    fc.assert(
      fc.property(
        inn.chain((value) => fc.tuple(fc.constant(value), otherDigit(value))),
        ([value, digit]) => {
          expect(isValidInn(value)).toBe(true)
          expect(isValidInn(withLastDigit(value, digit))).toBe(false)
        },
      ),
      RUNS,
    )
  })

  it('an OGRN or OGRNIP built from its check digit passes; any other fails', {
    timeout: 60_000,
  }, () => {
    const ogrn = fc.oneof(digits(12), digits(14)).map(ogrnFrom)
    fc.assert(
      fc.property(
        ogrn.chain((value) => fc.tuple(fc.constant(value), otherDigit(value))),
        ([value, digit]) => {
          expect(isValidOgrn(value)).toBe(true)
          expect(isValidOgrn(withLastDigit(value, digit))).toBe(false)
        },
      ),
      RUNS,
    )
  })

  it('an OKPO built from its check digit passes; any other fails', { timeout: 60_000 }, () => {
    const okpo = fc
      .oneof(digits(7), digits(9))
      .map((body) => `${body.join('')}${okpoCheckDigit(body)}`)
    fc.assert(
      fc.property(
        okpo.chain((value) => fc.tuple(fc.constant(value), otherDigit(value))),
        ([value, digit]) => {
          expect(isValidOkpo(value)).toBe(true)
          expect(isValidOkpo(withLastDigit(value, digit))).toBe(false)
        },
      ),
      RUNS,
    )
  })
})
