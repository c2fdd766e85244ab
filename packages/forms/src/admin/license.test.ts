import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateLicense } from './license'

// Well-formed web addresses, built by hand: fast-check's `webUrl` is slow on a busy machine.
const webAddress = fc.stringMatching(
  /^https?:\/\/[a-z][a-z0-9-]{0,15}(\.[a-z]{2,6}){1,2}(\/[\w.~-]{0,10}){0,3}$/,
)

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
