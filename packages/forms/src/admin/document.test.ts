import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DocumentForm } from '../contract'
import { validateDocument } from './document'

const ru = '0b6e2d1c-4f3a-4a8e-9c71-2d5e8f0a1b3c'
const en = '7c9d1e2f-3a4b-4c5d-8e6f-9a0b1c2d3e4f'
const tab = {
  localeId: ru,
  name: 'Пользовательское соглашение',
  linkName: null,
  content: '# Текст',
}
const document: DocumentForm = {
  code: 'personal-data',
  name: 'Соглашение',
  type: 'agreement',
  format: 'md',
  locales: [tab],
}

describe('document modal', () => {
  it('passes a document with one language and with a code left to the platform', () => {
    expect(validateDocument(document, [ru, en])).toEqual({})
    expect(validateDocument({ ...document, code: undefined })).toEqual({})
  })

  it.each<[Partial<DocumentForm>, Record<string, string[]>]>([
    [{ locales: [] }, { locales: ['errorLocaleRequired'] }],
    [{ code: 'соглашение' }, { code: ['errorLatin'] }],
    [{ code: `a${'b'.repeat(64)}` }, { code: ['errorMaxLength'] }],
    [{ name: '' }, { name: ['errorEmpty'] }],
    [
      { type: 'law' as DocumentForm['type'], format: 'pdf' as DocumentForm['format'] },
      {
        type: ['errorInvalid'],
        format: ['errorInvalid'],
      },
    ],
    [{ locales: [tab, { ...tab, localeId: 'fr' }] }, { 'locales.1.localeId': ['errorInvalid'] }],
    [
      { locales: [{ ...tab, localeId: '', name: ' ', content: '', linkName: 'l'.repeat(256) }] },
      {
        'locales.0.localeId': ['errorEmpty', 'errorInvalid'],
        'locales.0.name': ['errorEmpty'],
        'locales.0.linkName': ['errorMaxLength'],
        'locales.0.content': ['errorEmpty'],
      },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateDocument({ ...document, ...change }, [ru, en])).toEqual(errors)
  })

  it('marks every repeat of a language after its first tab, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(ru, en), { minLength: 1, maxLength: 6 }), (ids) => {
        const errors = validateDocument(
          { ...document, locales: ids.map((localeId) => ({ ...tab, localeId })) },
          [ru, en],
        )
        ids.forEach((id, index) => {
          const repeated = ids.indexOf(id) < index
          expect(errors[`locales.${index}.localeId`]).toEqual(
            repeated ? ['errorUnique'] : undefined,
          )
        })
      }),
    )
  })
})
