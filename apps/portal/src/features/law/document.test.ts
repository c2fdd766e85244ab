import { describe, expect, it } from 'vitest'
import { documentInLocale } from './document'

const ru = { locale: 'ru', name: 'Согласие', content: '# Согласие', format: 'md' as const }
const en = { locale: 'en', name: 'Consent', content: '<h1>Consent</h1>', format: 'html' as const }

describe('documentInLocale', () => {
  it('picks the interface language', () => {
    expect(documentInLocale([ru, en], 'en')).toBe(en)
    expect(documentInLocale([ru, en], 'ru')).toBe(ru)
  })

  it('falls back to the language the document has', () => {
    expect(documentInLocale([ru], 'en')).toBe(ru)
    expect(documentInLocale([], 'ru')).toBeUndefined()
  })
})
