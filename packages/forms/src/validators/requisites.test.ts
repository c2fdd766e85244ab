import { describe, expect, it } from 'vitest'
import { isValidKpp, validateKpp } from './kpp'
import { completeOgrn, isValidOgrn, validateOgrn } from './ogrn'
import { isValidOkpo, okpoCheckDigit, validateOkpo } from './okpo'

describe('KPP: 9 characters, NNNNPPXXX', () => {
  it.each([
    ['773601001', true],
    ['7736AB001', true],
    ['770701001', true],
    ['77360100', false],
    ['7736010011', false],
    ['7736ab001', false],
    ['773601A01', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidKpp(value)).toBe(valid)
  })

  it('answers errorKpp, and leaves empty values to the required rule', () => {
    expect(validateKpp('773601001')).toBeUndefined()
    expect(validateKpp('7736')).toBe('errorKpp')
    expect(validateKpp(undefined)).toBeUndefined()
  })
})

describe('OGRN (13 digits) and OGRNIP (15 digits)', () => {
  it.each([
    ['1027700132195', true],
    ['1027739609391', true],
    ['1057746555811', true],
    ['304500116000157', true],
    ['316861700133226', true],
    ['1027700132194', false],
    ['304500116000158', false],
    ['10277001321950', false],
    ['102770013219', false],
    ['102770013219a', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidOgrn(value)).toBe(valid)
  })

  it.each([
    ['1027700132195', undefined, undefined],
    ['1027700132195', 'legalEntity', undefined],
    ['1027700132195', 'individual', 'errorOgrn'],
    ['304500116000157', 'individual', undefined],
    ['304500116000157', 'legalEntity', 'errorOgrn'],
    ['1027700132194', undefined, 'errorOgrn'],
    ['', undefined, undefined],
  ] as const)('validateOgrn(%s, %s) → %s', (value, legalType, key) => {
    expect(validateOgrn(value, legalType)).toBe(key)
  })
})

describe('OKPO: 8 or 10 digits with the Rosstat check digit', () => {
  it.each([
    ['00032537', true],
    ['57972160', true],
    ['00000035', true],
    ['00002810', true],
    ['1000000630', true],
    ['00032536', false],
    ['0003253', false],
    ['000325370', false],
    ['0003253a', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidOkpo(value)).toBe(valid)
  })

  it('computes the check digit again with weights from 3 when the first gives 10', () => {
    expect(okpoCheckDigit([0, 0, 0, 0, 0, 0, 3])).toBe(5)
    expect(okpoCheckDigit([0, 0, 0, 0, 2, 8, 1])).toBe(0)
  })

  it('answers errorOkpo', () => {
    expect(validateOkpo('00032537')).toBeUndefined()
    expect(validateOkpo('00032536')).toBe('errorOkpo')
    expect(validateOkpo(null)).toBeUndefined()
  })
})

describe('completeOgrn', () => {
  it('appends the check digit of an OGRN and of an OGRNIP', () => {
    expect(completeOgrn('102770013219')).toBe('1027700132195')
    expect(isValidOgrn(completeOgrn('30450011640000'))).toBe(true)
  })

  it('refuses a prefix of any other length', () => {
    expect(() => completeOgrn('1027700132')).toThrow(RangeError)
  })
})
