import type { DomainInput, DomainLocale } from '@platform/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostName } from '../testing/arbitraries'
import { emptyDomainLocale, newDomain, validateDomainForm, validateTechnicalLink } from './domain'

const ru = 'ru-id'
const en = 'en-id'

const russian: DomainLocale = {
  ...emptyDomainLocale(ru),
  settings: {
    ...emptyDomainLocale(ru).settings,
    projectTitle: 'Единый вход',
    siteLink: 'https://romashka.ru',
    technical: [{ title: 'Поддержка', text: null, link: 'mailto:help@romashka.ru', mobile: true }],
  },
}

const agreement = {
  agreementId: 'terms',
  menuVisible: true,
  footerVisible: true,
  loginRequired: true,
  profileVisible: false,
}

const domain: DomainInput = {
  aliases: ['sso.example.ru', 'вход.пример.рф'],
  comment: 'Основной',
  publicDocsUrl: 'https://docs.example.ru',
  devicesIdAttributes: [{ deviceTypeId: 'mobile', idAttributes: ['mobile'] }],
  locales: [russian],
  agreements: [agreement],
}

describe('validateTechnicalLink', () => {
  it.each([
    ['https://status.example.ru', undefined],
    ['mailto:help@example.ru', undefined],
    ['tel:+74951234567', undefined],
    ['', 'errorEmpty'],
    [null, 'errorEmpty'],
    ['tel:12', 'errorUrl'],
    ['status.example.ru', 'errorUrl'],
    [`https://x.ru/${'a'.repeat(2048)}`, 'errorMaxLength'],
  ])('%s → %s', (link, key) => {
    expect(validateTechnicalLink(link)).toBe(key)
  })
})

describe('validateDomainForm', () => {
  it('passes a well-filled form', () => {
    expect(validateDomainForm(domain)).toEqual({})
    expect(validateDomainForm({ aliases: ['localhost:8080'], locales: [russian] })).toEqual({})
  })

  it.each<[Partial<DomainInput>, Record<string, string[]>]>([
    [{ aliases: [] }, { aliases: ['errorEmpty'] }],
    [
      { aliases: ['https://sso.example.ru', 'sso.example.ru/login', '', 'SSO.example.ru'] },
      {
        'aliases.0': ['errorDomain'],
        'aliases.1': ['errorDomain'],
        'aliases.2': ['errorEmpty'],
      },
    ],
    [{ aliases: ['sso.example.ru', 'SSO.EXAMPLE.RU'] }, { 'aliases.1': ['errorUnique'] }],
    [
      { comment: 'к'.repeat(256), imageCode: 'i'.repeat(256), publicDocsUrl: 'docs' },
      { comment: ['errorMaxLength'], imageCode: ['errorMaxLength'], publicDocsUrl: ['errorUrl'] },
    ],
    [
      {
        devicesIdAttributes: [
          { deviceTypeId: 'mobile', idAttributes: [] },
          { deviceTypeId: 'mobile', idAttributes: ['login'] },
        ],
      },
      {
        'devicesIdAttributes.0.idAttributes': ['errorEmpty'],
        'devicesIdAttributes.1.deviceTypeId': ['errorUnique'],
      },
    ],
    [
      {
        devicesIdAttributes: [{ deviceTypeId: '', idAttributes: ['login'] }],
        agreements: [{ ...agreement, agreementId: '' }, agreement, agreement],
      },
      {
        'devicesIdAttributes.0.deviceTypeId': ['errorEmpty'],
        'agreements.0.agreementId': ['errorEmpty'],
        'agreements.2.agreementId': ['errorUnique'],
      },
    ],
    [{ locales: [] }, { locales: ['errorLocaleRequired'] }],
    [{ locales: [{ ...russian, localeId: '' }] }, { 'locales.0.localeId': ['errorEmpty'] }],
    [{ locales: [russian, { ...russian, order: 1 }] }, { 'locales.1.localeId': ['errorUnique'] }],
    [
      {
        locales: [
          {
            ...emptyDomainLocale(en),
            settings: {
              projectTitle: ' ',
              projectName: 'n'.repeat(256),
              copyright: 'c'.repeat(256),
              siteName: 's'.repeat(256),
              siteLink: 'romashka.ru',
              banners: [],
              technical: [{ title: '', text: 't'.repeat(256), link: 'support', mobile: false }],
            },
          },
        ],
      },
      {
        'locales.0.settings.projectTitle': ['errorEmpty'],
        'locales.0.settings.projectName': ['errorMaxLength'],
        'locales.0.settings.copyright': ['errorMaxLength'],
        'locales.0.settings.siteName': ['errorMaxLength'],
        'locales.0.settings.siteLink': ['errorUrl'],
        'locales.0.settings.technical.0.title': ['errorEmpty'],
        'locales.0.settings.technical.0.text': ['errorMaxLength'],
        'locales.0.settings.technical.0.link': ['errorUrl'],
      },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateDomainForm({ ...domain, ...change })).toEqual(errors)
  })

  it('refuses every alias that carries a scheme or a path', () => {
    fc.assert(
      fc.property(
        hostName,
        fc.constantFrom('http://', 'https://', ''),
        fc.constantFrom('', '/', '/login'),
        (name, scheme, path) => {
          const errors = validateDomainForm({ ...domain, aliases: [`${scheme}${name}${path}`] })
          expect(errors['aliases.0'] === undefined).toBe(scheme === '' && path === '')
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('newDomain', () => {
  it('starts enabled, with the cookie notice, not base, from the base languages with Russian on', () => {
    const english = { ...emptyDomainLocale(en, 1), enabled: false }
    const fresh = newDomain([{ ...russian, enabled: false }, english], ru)
    expect(fresh).toMatchObject({ enabled: true, cookie: true, base: false, aliases: [] })
    expect(fresh.locales.map((locale) => [locale.localeId, locale.enabled])).toEqual([
      [ru, true],
      [en, false],
    ])
  })

  it('starts with an empty Russian entry when the base domain gives none', () => {
    expect(newDomain([], ru).locales).toEqual([emptyDomainLocale(ru)])
    expect(newDomain([], undefined).locales).toEqual([])
  })

  it('never shares the base domain’s entries', () => {
    const fresh = newDomain([russian], ru)
    fresh.locales[0]?.settings.technical.push({
      title: 'x',
      text: null,
      link: 'tel:+7999',
      mobile: false,
    })
    expect(russian.settings.technical).toHaveLength(1)
  })
})
