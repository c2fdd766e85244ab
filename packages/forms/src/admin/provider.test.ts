import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProviderForm } from '../contract'
import { webAddress } from '../testing/arbitraries'
import { validateProvider } from './provider'

const provider: ProviderForm = {
  type: 'keycloak',
  realm: 'master',
  name: 'Корпоративный Keycloak',
  url: 'https://sso.example.ru/auth',
  clientId: 'platform-sync',
  clientSecret: 'b7f1_c9d2-aa',
}

const credential = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const validProvider = fc.record({
  type: fc.constantFrom('keycloak' as const, 'wapps' as const),
  realm: fc.stringMatching(/^\S{1,255}$/),
  name: fc.stringMatching(/^[А-я ]{0,20}[A-Za-z][A-Za-z А-я]{0,20}$/),
  url: webAddress,
  clientId: credential,
  clientSecret: credential,
})

describe('provider, Main tab', () => {
  it('passes a well-filled form', () => {
    expect(validateProvider(provider)).toEqual({})
  })

  it.each<[Partial<ProviderForm>, Record<string, string[]>]>([
    [
      { realm: ' ', name: '', url: '', clientId: '', clientSecret: '' },
      {
        realm: ['errorEmpty'],
        name: ['errorEmpty'],
        url: ['errorEmpty'],
        clientId: ['errorEmpty'],
        clientSecret: ['errorEmpty'],
      },
    ],
    [{ name: 'Каталог сотрудников' }, { name: ['errorLatinRequired'] }],
    [{ url: 'sso.example.ru' }, { url: ['errorUrl'] }],
    [{ url: `https://sso.example.ru/${'a'.repeat(2048)}` }, { url: ['errorMaxLength'] }],
    [
      { clientId: 'platform sync', clientSecret: 'x'.repeat(65) },
      {
        clientId: ['errorMask'],
        clientSecret: ['errorMask'],
      },
    ],
    [{ type: 'ldap' as ProviderForm['type'] }, { type: ['errorInvalid'] }],
    [{ realm: 'r'.repeat(256) }, { realm: ['errorMaxLength'] }],
  ])('%j → %j', (change, errors) => {
    expect(validateProvider({ ...provider, ...change })).toEqual(errors)
  })

  it('passes every provider built within the rules', () => {
    fc.assert(
      fc.property(validProvider, (form) => {
        expect(validateProvider(form)).toEqual({})
      }),
    )
  })

  it('refuses a name without a Latin letter, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[А-я0-9 ._-]*[А-я0-9._-][А-я0-9 ._-]*$/), (name) => {
        expect(validateProvider({ ...provider, name }).name).toEqual(['errorLatinRequired'])
      }),
    )
  })
})
