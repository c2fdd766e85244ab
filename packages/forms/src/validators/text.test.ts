import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidDomain, validateDomain } from './domain'
import { validateContainsLatin, validateLatinCode } from './latin'
import { maskClientCredential, validateClientCredential } from './mask'
import { hasForbiddenSymbols, validateSymbols } from './symbols'
import { isValidUrl, validateUrl } from './url'

describe('forbidden symbols', () => {
  it.each([
    ['ООО «Ромашка»', false],
    ["O'Brien", false],
    ['Иванов-Петров', false],
    ['<script>', true],
    ['a{b}', true],
    ['back\\slash', true],
    ['line\nbreak', true],
    ['tab\there', true],
  ])('%s → %s', (value, forbidden) => {
    expect(hasForbiddenSymbols(value)).toBe(forbidden)
  })

  it('takes another set, and answers errorSymbols', () => {
    expect(hasForbiddenSymbols('a#b', '#')).toBe(true)
    expect(validateSymbols('a#b', '#')).toBe('errorSymbols')
    expect(validateSymbols('<b>')).toBe('errorSymbols')
    expect(validateSymbols('ok')).toBeUndefined()
    expect(validateSymbols('')).toBeUndefined()
  })
})

describe('domain written without a scheme', () => {
  it.each([
    ['sso.example.ru', true],
    ['вход.пример.рф', true],
    ['localhost', true],
    ['localhost:8080', true],
    ['my-host.example.com:443', true],
    ['https://sso.example.ru', false],
    ['sso.example.ru/login', false],
    ['sso.example.ru:0', false],
    ['sso.example.ru:65536', false],
    ['sso.example.ru:', false],
    ['-sso.example.ru', false],
    ['sso..example.ru', false],
    ['sso example.ru', false],
    [`${'a'.repeat(64)}.ru`, false],
    [`${'a.'.repeat(127)}ru`, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidDomain(value)).toBe(valid)
  })

  it('answers errorDomain', () => {
    expect(validateDomain('https://sso.example.ru')).toBe('errorDomain')
    expect(validateDomain('sso.example.ru')).toBeUndefined()
    expect(validateDomain('')).toBeUndefined()
  })
})

describe('well-formed URL', () => {
  it.each([
    ['https://sso.example.ru', true],
    ['http://10.0.0.5:8080/auth/realms/master', true],
    ['https://пример.рф/docs', true],
    ['sso.example.ru', false],
    ['ftp://files.example.ru', false],
    ['https://', false],
    ['https://exa mple.ru', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidUrl(value)).toBe(valid)
  })

  it('answers errorUrl', () => {
    expect(validateUrl('sso.example.ru')).toBe('errorUrl')
    expect(validateUrl('https://sso.example.ru')).toBeUndefined()
    expect(validateUrl(undefined)).toBeUndefined()
  })
})

describe('codes of Latin letters only; provider names with a Latin letter', () => {
  it.each([
    ['contacts', undefined],
    ['firstName', undefined],
    ['contacts2', 'errorLatin'],
    ['con_tacts', 'errorLatin'],
    ['контакты', 'errorLatin'],
    ['', undefined],
  ])('code %s → %s', (value, key) => {
    expect(validateLatinCode(value)).toBe(key)
  })

  it.each([
    ['Corporate Keycloak', undefined],
    ['Провайдер AD', undefined],
    ['Провайдер', 'errorLatinRequired'],
    ['12345', 'errorLatinRequired'],
    [null, undefined],
  ])('provider name %s → %s', (value, key) => {
    expect(validateContainsLatin(value)).toBe(key)
  })
})

describe('client id and secret: at most 64 letters, digits, _ or -', () => {
  it.each([
    ['contacts-web', undefined],
    ['Zq7-Lm2xT9_fKp4VwR8sYb3N', undefined],
    ['a'.repeat(64), undefined],
    ['a'.repeat(65), 'errorMask'],
    ['client id', 'errorMask'],
    ['client.id', 'errorMask'],
    ['клиент', 'errorMask'],
    ['', undefined],
  ])('%s → %s', (value, key) => {
    expect(validateClientCredential(value)).toBe(key)
  })

  it.each([
    ['contacts web', 'contactsweb'],
    ['клиент-1.sync', '-1sync'],
    ['a'.repeat(70), 'a'.repeat(64)],
  ])('the input mask turns %s into %s', (typed, kept) => {
    expect(maskClientCredential(typed)).toBe(kept)
  })

  it('the input mask keeps what the rule accepts, unchanged, and never lets it fail', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (typed) => {
        const masked = maskClientCredential(typed)
        expect(validateClientCredential(masked)).toBeUndefined()
        expect(maskClientCredential(masked)).toBe(masked)
        if (validateClientCredential(typed) === undefined) expect(masked).toBe(typed)
      }),
    )
  })
})
