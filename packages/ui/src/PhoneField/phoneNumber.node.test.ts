import { describe, expect, it } from 'vitest'
import {
  caretAfterDigits,
  formatNational,
  nationalLength,
  type PhoneCountry,
  splitPhone,
  toE164,
} from './phoneNumber'

const ru: PhoneCountry = { code: 'RU', dialCode: '+7', name: 'Россия', mask: '(###) ###-##-##' }
const kz: PhoneCountry = { code: 'KZ', dialCode: '+7', name: 'Казахстан', mask: '(###) ###-##-##' }
const ag: PhoneCountry = { code: 'AG', dialCode: '+1268', name: 'Антигуа и Барбуда', mask: null }
const us: PhoneCountry = { code: 'US', dialCode: '+1', name: 'США', mask: '(###) ###-####' }
const countries = [ru, kz, us, ag]

describe('phone numbers', () => {
  it('formats digits progressively into the mask', () => {
    expect(formatNational('', ru.mask)).toBe('')
    expect(formatNational('9', ru.mask)).toBe('(9')
    expect(formatNational('9991', ru.mask)).toBe('(999) 1')
    expect(formatNational('9991234567', ru.mask)).toBe('(999) 123-45-67')
    expect(formatNational('12345', null)).toBe('12345')
  })

  it('limits the national number by the mask, or by E.164 without one', () => {
    expect(nationalLength(ru)).toBe(10)
    expect(nationalLength(ag)).toBe(11)
  })

  it('finds the caret after the n-th digit of the formatted number', () => {
    expect(caretAfterDigits('(999) 123-45-67', 3)).toBe(4)
    expect(caretAfterDigits('(999) 123-45-67', 4)).toBe(7)
    expect(caretAfterDigits('(999) 1', 0)).toBe(1)
  })

  it('splits E.164 by the longest prefix and keeps the preferred country of a shared one', () => {
    expect(splitPhone('+79991234567', countries)).toEqual({ country: ru, national: '9991234567' })
    expect(splitPhone('+77011234567', countries, 'KZ')).toEqual({
      country: kz,
      national: '7011234567',
    })
    expect(splitPhone('+12684641234', countries)).toEqual({ country: ag, national: '4641234' })
    expect(splitPhone('+12025550100', countries, 'RU')).toEqual({
      country: us,
      national: '2025550100',
    })
  })

  it('writes E.164 only once a digit is typed', () => {
    expect(toE164(ru, '')).toBe('')
    expect(toE164(ru, '999')).toBe('+7999')
  })
})
