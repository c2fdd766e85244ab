import { emptyDomainLocale, newDomain } from '@platform/forms'
import type { Domain } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { domainField, domainInput, domainValues } from './domain-form'

const saved: Domain = {
  id: 'd1',
  enabled: true,
  base: false,
  comment: null,
  aliases: ['sso.example.ru'],
  imageCode: null,
  styleTemplate: 'dark',
  publicDocsUrl: null,
  baseSettings: false,
  cookie: true,
  documents: ['doc'],
  banners: [],
  devicesIdAttributes: [{ deviceTypeId: 'mobile', idAttributes: ['mobile', 'login'] }],
  locales: [
    {
      ...emptyDomainLocale('en', 1),
      enabled: false,
      settings: { ...emptyDomainLocale('en').settings, projectTitle: 'Sign-on' },
    },
    {
      localeId: 'ru',
      order: 0,
      enabled: true,
      settings: {
        projectTitle: 'Вход',
        projectName: 'Ромашка',
        copyright: null,
        siteName: null,
        siteLink: null,
        banners: ['b'],
        technical: [{ title: 'Почта', text: null, link: 'mailto:a@b.ru', mobile: true }],
      },
    },
  ],
  agreements: [
    {
      agreementId: 'terms',
      menuVisible: true,
      footerVisible: false,
      loginRequired: true,
      profileVisible: false,
    },
  ],
}

describe('the domain form', () => {
  it('gives back what it was given, languages in their order', () => {
    const { id: _id, ...input } = saved
    const expected = { ...input, locales: [...input.locales].reverse() }
    expect(domainInput(domainValues(saved))).toEqual(expected)
  })

  it('sends texts trimmed, empty ones as null, and numbers the languages by position', () => {
    const values = domainValues(newDomain([], 'ru'))
    values.aliases = [{ value: ' new.example.ru ' }]
    values.comment = '  '
    values.styleTemplate = ''
    values.locales[0]?.settings.technical.push({
      title: ' Поддержка ',
      text: ' ',
      link: ' tel:+74951234567 ',
      mobile: false,
    })
    const input = domainInput(values)
    expect(input).toMatchObject({ aliases: ['new.example.ru'], comment: null, styleTemplate: null })
    expect(input.locales[0]).toMatchObject({ localeId: 'ru', order: 0, enabled: true })
    expect(input.locales[0]?.settings.technical).toEqual([
      { title: 'Поддержка', text: null, link: 'tel:+74951234567', mobile: false },
    ])
  })

  it('puts an error on the control that shows it', () => {
    expect(domainField('aliases.1')).toBe('aliases.1.value')
    expect(domainField('aliases')).toBe('aliases')
    expect(domainField('documents.2')).toBe('documents')
    expect(domainField('locales.0.settings.banners.1')).toBe('locales.0.settings.banners')
    expect(domainField('locales.0.settings.projectTitle')).toBe('locales.0.settings.projectTitle')
  })
})
