import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDeviceType } from './device-type'

describe('validateDeviceType', () => {
  it('accepts a name and a Latin code', () => {
    expect(validateDeviceType({ name: 'Смартфон', code: 'smartphone' })).toEqual({})
  })

  it('requires both, and a code of Latin letters only', () => {
    expect(validateDeviceType({ name: ' ', code: '' })).toEqual({
      name: ['errorEmpty'],
      code: ['errorEmpty'],
    })
    expect(validateDeviceType({ name: 'Планшет', code: 'tablet-2' })).toEqual({
      code: ['errorLatin'],
    })
    expect(validateDeviceType({ name: 'я'.repeat(256), code: 'tv' })).toEqual({
      name: ['errorMaxLength'],
    })
  })

  it('accepts exactly the codes made of Latin letters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (code) => {
        const latin = /^[A-Za-z]+$/.test(code)
        const errors = validateDeviceType({ name: 'Тип', code })
        const blank = code.trim() === ''
        expect(errors.code).toEqual(blank ? ['errorEmpty'] : latin ? undefined : ['errorLatin'])
      }),
      { numRuns: 2_000 },
    )
  })
})
