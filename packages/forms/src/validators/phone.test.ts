import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  isValidPhone,
  loadPhoneRules,
  validateMobile,
  validatePhone,
  validatePhoneExtension,
} from './phone'

const countries = [
  { code: 'RU', dialCode: '+7' },
  { code: 'BY', dialCode: '+375' },
  { code: 'XX', dialCode: '+800' },
]

describe('phone, before the numbering plans are loaded', () => {
  it('checks the form and the dial code only', () => {
    expect(isValidPhone('+79161234567', countries)).toBe(true)
    // Kazakhstan shares +7: only the plans tell it from Russia.
    expect(isValidPhone('+77012345678', countries)).toBe(true)
    expect(isValidPhone('+12015550123', countries)).toBe(false)
    expect(isValidPhone('89161234567', countries)).toBe(false)
  })
})

describe('phone, with libphonenumber-js and /platform/country/codes', () => {
  beforeAll(() => loadPhoneRules())

  it.each([
    ['+79161234567', true],
    ['+375291234567', true],
    ['+80012345678', true],
    ['+77012345678', false],
    ['+12015550123', false],
    ['+7916123456', false],
    ['89161234567', false],
    ['+7 916 123-45-67', false],
    ['+79161234567x12', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidPhone(value, countries)).toBe(valid)
  })

  it('accepts a number of any allowed country, and no country when none is allowed', () => {
    expect(isValidPhone('+77012345678', [{ code: 'KZ', dialCode: '+7' }])).toBe(true)
    expect(isValidPhone('+79161234567', [])).toBe(false)
    expect(isValidPhone('+80012345678', [])).toBe(false)
  })

  it('answers errorPhone and leaves empty values to the required rule', () => {
    expect(validatePhone('+7916', countries)).toBe('errorPhone')
    expect(validatePhone('+79161234567', countries)).toBeUndefined()
    expect(validatePhone(null, countries)).toBeUndefined()
  })
})

describe('mobile: required, then a valid number of an allowed country', () => {
  beforeAll(() => loadPhoneRules())

  it.each([
    ['', 'errorEmpty'],
    ['   ', 'errorEmpty'],
    [undefined, 'errorEmpty'],
    ['+7916', 'errorPhone'],
    ['+77012345678', 'errorPhone'],
    ['+79161234567', undefined],
  ] as const)('%j → %s', (value, key) => {
    expect(validateMobile(value, countries)).toBe(key)
  })
})

describe('phone extension: up to 5 digits', () => {
  it.each([
    ['1', undefined],
    ['12345', undefined],
    ['123456', 'errorPhone'],
    ['12a', 'errorPhone'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, key) => {
    expect(validatePhoneExtension(value)).toBe(key)
  })
})

describe('the numbering plans, loaded or handed over', () => {
  afterEach(() => {
    vi.doUnmock('libphonenumber-js/min/metadata')
    vi.resetModules()
  })

  it('a failed load rejects, the rule keeps to the form, and the next call loads them', async () => {
    vi.resetModules()
    vi.doMock('libphonenumber-js/min/metadata', () => {
      throw new Error('offline')
    })
    const phone = await import('./phone')
    await expect(phone.loadPhoneRules()).rejects.toThrow()
    expect(phone.isValidPhone('+77012345678', countries)).toBe(true)
    vi.doUnmock('libphonenumber-js/min/metadata')
    await phone.loadPhoneRules()
    expect(phone.isValidPhone('+77012345678', countries)).toBe(false)
  })

  it('plans handed over are used at once, with nothing to load', async () => {
    vi.resetModules()
    const { default: plans } = await import('libphonenumber-js/min/metadata')
    const { parsePhoneNumberFromString: parse } = await import('libphonenumber-js/core')
    const phone = await import('./phone')
    phone.providePhoneRules({ parse, plans })
    expect(phone.isValidPhone('+77012345678', countries)).toBe(false)
    expect(phone.isValidPhone('+79161234567', countries)).toBe(true)
    await expect(phone.loadPhoneRules()).resolves.toBeUndefined()
  })
})
