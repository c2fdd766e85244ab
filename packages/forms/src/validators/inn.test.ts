import { describe, expect, it } from 'vitest'
import { completeInn, isValidInn, validateInn } from './inn'

describe('isValidInn', () => {
  it.each([
    ['7707083893', true],
    ['7736207543', true],
    ['500100732259', true],
    ['7707083894', false],
    ['500100732258', false],
    ['500100732269', false],
    ['770708389', false],
    ['77070838931', false],
    ['77O7083893', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidInn(value)).toBe(valid)
  })
})

describe('validateInn', () => {
  it.each([
    ['7707083893', undefined, undefined],
    ['7707083893', 'legalEntity', undefined],
    ['7707083893', 'individual', 'errorInn'],
    ['500100732259', 'individual', undefined],
    ['500100732259', 'legalEntity', 'errorInn'],
    ['7707083894', undefined, 'errorInn'],
    ['', undefined, undefined],
    [null, undefined, undefined],
  ] as const)('%s (%s) → %s', (value, legalType, key) => {
    expect(validateInn(value, legalType)).toBe(key)
  })
})

describe('completeInn', () => {
  it('appends the check digits that isValidInn accepts', () => {
    expect(completeInn('770708389')).toBe('7707083893')
    expect(completeInn('5001007322')).toBe('500100732259')
    expect(isValidInn(completeInn('123456789'))).toBe(true)
  })

  it('refuses a prefix of any other length', () => {
    expect(() => completeInn('77070838')).toThrow(RangeError)
    expect(() => completeInn('77a708389')).toThrow(RangeError)
  })
})
