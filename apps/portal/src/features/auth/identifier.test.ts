import { describe, expect, it } from 'vitest'
import { identifierBody, validateIdentifier } from './identifier'
import { checkMobile } from './mobile'

const countries = [{ code: 'RU', dialCode: '+7' }]

describe('validateIdentifier', () => {
  it('asks for a login or an email', () => {
    expect(validateIdentifier('login', '  ')).toBe('errorEmpty')
    expect(validateIdentifier('email', '')).toBe('errorEmpty')
  })

  it('takes any login, but only a well-formed email', () => {
    expect(validateIdentifier('login', 'i.ivanova')).toBeUndefined()
    expect(validateIdentifier('email', 'ivanov@example')).toBe('errorEmail')
    expect(validateIdentifier('email', ' ivanov@example.ru ')).toBeUndefined()
  })
})

describe('checkMobile', () => {
  it('asks for a valid number of a country the platform offers', async () => {
    expect(await checkMobile('', countries)).toBe('errorEmpty')
    expect(await checkMobile('+7916', countries)).toBe('errorPhone')
    expect(await checkMobile('+79161234567', countries)).toBeUndefined()
    expect(await checkMobile('+491701234567', countries)).toBe('errorPhone')
  })

  it('ignores the spaces around a typed number', async () => {
    expect(await checkMobile('  ', countries)).toBe('errorEmpty')
    expect(await checkMobile(' +79161234567 ', countries)).toBeUndefined()
  })

  it('waits for the numbering plans: Kazakhstan shares Russia’s +7', async () => {
    expect(await checkMobile('+77012345678', countries)).toBe('errorPhone')
  })
})

describe('identifierBody', () => {
  it('names exactly the entered kind', () => {
    expect(identifierBody({ idAttribute: 'email', value: ' a@b.ru ' })).toEqual({ email: 'a@b.ru' })
    expect(identifierBody({ idAttribute: 'mobile', value: '+79161234567' })).toEqual({
      mobile: '+79161234567',
    })
  })
})
