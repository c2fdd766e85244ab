import { describe, expect, it } from 'vitest'
import type { PasswordPolicy } from '../contract'
import { isLookAlike, lookAlikeCharacters, usableCharacters } from './characters'
import { generatePassword } from './generate'
import { checkPassword, defaultPasswordPolicy } from './policy'
import { randomIndex, shuffle } from './random'

const strict: PasswordPolicy = {
  ...defaultPasswordPolicy,
  symbols: true,
  allowedSymbols: '!|#',
  generateLength: 12,
}

describe('generatePassword', () => {
  it('is 8 characters long by default and passes the default policy', () => {
    const password = generatePassword()
    expect(password).toHaveLength(8)
    expect(checkPassword(password, defaultPasswordPolicy).valid).toBe(true)
  })

  it('holds every required class and no look-alike, even when the settings allow one', () => {
    const password = generatePassword(strict)
    expect(password).toHaveLength(12)
    expect(password).toContain('#')
    expect([...password].some(isLookAlike)).toBe(false)
  })

  it('stays within the minimum and maximum lengths', () => {
    expect(generatePassword({ ...strict, generateLength: 8, minLength: 10 })).toHaveLength(10)
    expect(generatePassword({ ...strict, generateLength: 20, maxLength: 9 })).toHaveLength(9)
  })

  it('uses letters and digits when the policy asks for no class', () => {
    const low = { ...strict, lowercase: false, uppercase: false, numbers: false, symbols: false }
    expect(generatePassword(low)).toMatch(/^[A-Za-z0-9]{12}$/)
  })

  it('tries again until a custom pattern matches', () => {
    const pattern = { ...defaultPasswordPolicy, pattern: '[a-z].*' }
    expect(generatePassword(pattern)).toMatch(/^[a-z]/)
  })

  it('refuses a policy it cannot meet', () => {
    expect(() => generatePassword({ ...strict, allowedSymbols: '!|' })).toThrow(RangeError)
    expect(() => generatePassword({ ...strict, allowedSymbols: 'ab' })).toThrow(RangeError)
    expect(() => generatePassword({ ...strict, minLength: 3, maxLength: 3 })).toThrow(RangeError)
    expect(() => generatePassword({ ...strict, minLength: 12, maxLength: 10 })).toThrow(RangeError)
    expect(() => generatePassword({ ...strict, pattern: '0+' })).toThrow(RangeError)
  })

  it('draws from the given random source', () => {
    const zeros = (array: Uint32Array) => array.fill(0)
    expect(generatePassword(defaultPasswordPolicy, zeros)).toBe(
      generatePassword(defaultPasswordPolicy, zeros),
    )
  })
})

describe('look-alike characters', () => {
  it('are 0 O o 1 l I i | ! and quotes', () => {
    expect([...lookAlikeCharacters].sort()).toEqual([...'0Oo1lIi|!\'"`'].sort())
    expect(usableCharacters('a0b 1c!')).toEqual(['a', 'b', 'c'])
  })
})

describe('random draws', () => {
  it('draws again instead of folding the top of the range (no modulo bias)', () => {
    const values = [2 ** 32 - 1, 7]
    const source = (array: Uint32Array) => array.fill(values.shift() ?? 0)
    expect(randomIndex(3, source)).toBe(1)
    expect(values).toEqual([])
  })

  it('gives every index with the crypto source', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomIndex(4)))
    expect([...seen].sort()).toEqual([0, 1, 2, 3])
  })

  it('shuffles into a permutation', () => {
    expect(shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
    expect(shuffle([])).toEqual([])
  })
})
