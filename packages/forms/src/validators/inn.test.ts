import { describe, expect, it } from 'vitest'
import { isValidInn } from './inn'

describe('isValidInn', () => {
  it.each([
    ['7707083893', true],
    ['7736207543', true],
    ['500100732259', true],
    ['7707083894', false],
    ['500100732258', false],
    ['770708389', false],
    ['77070838931', false],
    ['77O7083893', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidInn(value)).toBe(valid)
  })
})
