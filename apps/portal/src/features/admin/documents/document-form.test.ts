import type { Document, Language } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { documentField, documentInput, documentValues, tabLanguages } from './document-form'

const ru: Language = { id: 'ru-id', name: 'Русский', code: 'ru', enabled: true }
const en: Language = { id: 'en-id', name: 'English', code: 'en', enabled: true }
const kk: Language = { id: 'kk-id', name: 'Қазақ тілі', code: 'kk', enabled: false }

const guide: Document = {
  id: '8a3f0c69-2e7b-4d15-9c84-6b1e5d3a7f20',
  enabled: false,
  code: 'userGuide',
  name: 'Руководство',
  type: 'document',
  adminVisible: true,
  format: 'html',
  locales: [{ localeId: 'kk-id', name: 'Нұсқаулық', linkName: null, content: '<p>Мәтін</p>' }],
  createdAt: '2026-10-02T08:15:00Z',
}

describe('document form', () => {
  it('offers tabs of the languages switched on and of those the document has', () => {
    expect(tabLanguages([ru, en, kk], null)).toEqual([ru, en])
    expect(tabLanguages([ru, en, kk], guide)).toEqual([ru, en, kk])
  })

  it('a new document: Markdown, enabled, shown to administrators, no code', () => {
    const values = documentValues(null, [ru, en])
    expect(values).toMatchObject({ code: '', format: 'md', enabled: true, adminVisible: true })
    expect(documentInput(values)).not.toHaveProperty('code')
    expect(documentInput(values).locales).toEqual([])
  })

  it('sends only the tabs with text, in their order', () => {
    const values = documentValues(guide, [ru, en, kk])
    values.locales[1] = { localeId: 'en-id', name: ' Guide ', linkName: ' ', content: '# Guide' }
    expect(documentInput(values)).toMatchObject({
      code: 'userGuide',
      format: 'html',
      locales: [
        { localeId: 'en-id', name: 'Guide', linkName: null, content: '# Guide' },
        { localeId: 'kk-id', name: 'Нұсқаулық', linkName: null, content: '<p>Мәтін</p>' },
      ],
    })
  })

  it('puts an error of the N-th sent entry on its tab', () => {
    const values = documentValues(guide, [ru, en, kk])
    expect(documentField(values, 'locales.0.content')).toBe('locales.2.content')
    expect(documentField(values, 'locales')).toBe('locales.0.name')
    expect(documentField(values, 'code')).toBe('code')
  })
})
