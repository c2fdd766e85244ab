import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDynamicFieldCode } from '../dynamic-fields/access'
import { isMaskedCode, validateLibraryCode } from './code-mask'
import { isUuid } from './uuid'

describe('the code mask', () => {
  it.each([
    ['personal-data', true],
    ['a_1', true],
    [`a${'b'.repeat(63)}`, true],
    [`a${'b'.repeat(64)}`, false],
    ['1st', false],
    ['соглашение', false],
    ['', false],
  ])('%s → %s', (code, masked) => {
    expect(isMaskedCode(code)).toBe(masked)
  })

  it('is one rule for dynamic-field codes and library codes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 70 }), (code) => {
        const masked = isMaskedCode(code)
        expect(validateDynamicFieldCode(code) === undefined).toBe(masked)
        expect(validateLibraryCode(code) === undefined).toBe(masked)
      }),
    )
  })

  it('names what is wrong with a library code, and lets the platform make one up', () => {
    expect(validateLibraryCode(undefined)).toBeUndefined()
    expect(validateLibraryCode('1st')).toBe('errorLatin')
    expect(validateLibraryCode(`a${'b'.repeat(64)}`)).toBe('errorMaxLength')
  })
})

describe('platform ids', () => {
  it('are UUIDs', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true)
      }),
    )
    expect(isUuid('42')).toBe(false)
  })
})
