import { describe, expect, it } from 'vitest'
import { chooseLocale, readLocaleCookie, writeLocaleCookie } from './choose-locale'

describe('chooseLocale', () => {
  it.each([
    [
      'the user setting first',
      { userSetting: 'en', stored: 'ru', browser: ['ru-RU'], project: ['ru', 'en'] },
      'en',
    ],
    [
      'then the stored locale',
      { userSetting: null, stored: 'en', browser: ['ru-RU'], project: ['ru', 'en'] },
      'en',
    ],
    ['then the browser language', { browser: ['de-DE', 'en-US'], project: ['ru', 'en'] }, 'en'],
    ['otherwise the first project locale', { browser: ['de-DE'], project: ['en', 'ru'] }, 'en'],
    ['never a locale the project does not offer', { userSetting: 'en', project: ['ru'] }, 'ru'],
    [
      'never a locale the portal has no catalog for',
      { userSetting: 'de', project: ['de', 'ru'] },
      'ru',
    ],
    ['Russian when nothing is known', {}, 'ru'],
  ] as const)('%s', (_rule, sources, locale) => {
    expect(chooseLocale(sources)).toBe(locale)
  })
})

describe('the locale cookie', () => {
  it('keeps the locale for 34560000 seconds and reads it back', () => {
    const cookie = writeLocaleCookie('en')
    expect(cookie).toContain('Max-Age=34560000')
    expect(readLocaleCookie(`a=1; ${cookie.split(';')[0]}; b=2`)).toBe('en')
  })
})
