import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BannerForm } from '../contract'
import { webAddress } from '../testing/arbitraries'
import { validateBanner, validateBannerLink } from './banner'

const banner: BannerForm = { title: 'Новая версия', code: 'release', link: null }

describe('banner modal', () => {
  it.each<[Partial<BannerForm>, Record<string, string[]>]>([
    [{}, {}],
    [{ code: undefined, link: '/platform/law/terms' }, {}],
    [{ link: 'https://example.ru/news' }, {}],
    [{ title: ' ' }, { title: ['errorEmpty'] }],
    [{ title: 't'.repeat(256) }, { title: ['errorMaxLength'] }],
    [{ code: '1st' }, { code: ['errorLatin'] }],
    [{ link: '//evil.example' }, { link: ['errorUrl'] }],
    [{ link: 'example.ru' }, { link: ['errorUrl'] }],
    [{ link: `/${'p'.repeat(2048)}` }, { link: ['errorMaxLength'] }],
  ])('%j → %j', (change, errors) => {
    expect(validateBanner({ ...banner, ...change })).toEqual(errors)
  })

  it('accepts any web address and any portal path of plain URL characters', () => {
    fc.assert(
      fc.property(webAddress, (url) => {
        expect(validateBannerLink(url)).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[\w\-.~!$&'()*+,;=:@][\w\-.~!$&'()*+,;=:@/]{0,40}$/),
        (path) => {
          expect(validateBannerLink(path)).toBeUndefined()
        },
      ),
    )
  })

  it('refuses a backslash anywhere, which browsers read as a slash to another site', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(validateBannerLink(`/${before}\\${after}`)).toBe('errorUrl')
      }),
    )
  })

  it('refuses any link with a space in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(validateBannerLink(`/${before} ${after}`)).toBe('errorUrl')
      }),
    )
  })
})
