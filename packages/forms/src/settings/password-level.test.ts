import { describe, expect, it } from 'vitest'
import { settingsFilledBy } from './password-level'

describe('settingsFilledBy', () => {
  it.each([
    ['low', false, false, false, false],
    ['standard', true, true, true, false],
    ['high', true, true, true, true],
  ])(
    'the %s password level fills the character classes',
    (level, lower, upper, digits, symbols) => {
      expect(settingsFilledBy('passwordLevel', level)).toEqual({
        passwordLowercase: lower,
        passwordUppercase: upper,
        passwordNumbers: digits,
        passwordSymbolsRequired: symbols,
      })
    },
  )

  it('fills nothing for another row or an unknown level', () => {
    expect(settingsFilledBy('passwordLength', 12)).toEqual({})
    expect(settingsFilledBy('passwordLevel', 'extreme')).toEqual({})
    expect(settingsFilledBy('passwordLevel', null)).toEqual({})
    expect(settingsFilledBy('passwordLevel', 'toString')).toEqual({})
  })
})
