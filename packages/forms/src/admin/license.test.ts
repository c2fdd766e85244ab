import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { webAddress } from '../testing/arbitraries'
import { validateLicense } from './license'

describe('license form', () => {
  it.each([
    [{ key: 'PLTF-2026-AB12', domain: 'https://id.example.ru' }, {}],
    [
      { key: null, domain: undefined },
      { key: ['errorEmpty'], domain: ['errorEmpty'] },
    ],
    [
      { key: '  ', domain: ' ' },
      { key: ['errorEmpty'], domain: ['errorEmpty'] },
    ],
    [{ key: 'k', domain: 'id.example.ru' }, { domain: ['errorUrl'] }],
    [{ key: 'k'.repeat(4097), domain: 'https://id.example.ru' }, { key: ['errorMaxLength'] }],
  ])('%j → %j', (license, errors) => {
    expect(validateLicense(license)).toEqual(errors)
  })

  it('ignores the spaces around what was typed', () => {
    const space = fc.stringMatching(/^\s{0,3}$/)
    fc.assert(
      fc.property(fc.string(), webAddress, space, space, (key, domain, left, right) => {
        expect(
          validateLicense({ key: `${left}${key}${right}`, domain: `${left}${domain}${right}` }),
        ).toEqual(validateLicense({ key, domain }))
      }),
    )
  })
})
