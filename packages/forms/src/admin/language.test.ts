import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateLanguage, validateLanguageCode } from './language'

describe('language modal', () => {
  it.each([
    [{ name: 'Русский', code: 'ru' }, {}],
    [
      { name: '', code: '' },
      { name: ['errorEmpty'], code: ['errorEmpty'] },
    ],
    [
      { name: 'n'.repeat(256), code: 'EN' },
      { name: ['errorMaxLength'], code: ['errorInvalid'] },
    ],
    [{ name: 'Казахский', code: 'кз' }, { code: ['errorLatin'] }],
    [{ name: 'Deutsch', code: 'deu' }, { code: ['errorInvalid'] }],
  ])('%j → %j', (language, errors) => {
    expect(validateLanguage(language)).toEqual(errors)
  })

  it('passes exactly two lower-case Latin letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,5}$/), (code) => {
        const expected = /^[a-z]{2}$/.test(code) ? undefined : 'errorInvalid'
        expect(validateLanguageCode(code)).toBe(expected)
      }),
    )
  })

  it('says "Latin letters" for any code with another character', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((code) => /[^A-Za-z]/.test(code)),
        (code) => {
          expect(validateLanguageCode(code)).toBe('errorLatin')
        },
      ),
    )
  })
})
