import { describe, expect, it } from 'vitest'
import { lawPath, termsAgreement, termsErrors } from './terms'

const terms = [
  { type: 'personal-data', title: 'Согласие', loginRequired: true },
  { type: 'mailing', title: 'Рассылка', loginRequired: false },
]

describe('terms', () => {
  it('answers every agreement offered', () => {
    expect(termsAgreement(terms, { 'personal-data': true })).toEqual([
      { type: 'personal-data', agree: true },
      { type: 'mailing', agree: false },
    ])
  })

  it('marks only the required agreements left unticked', () => {
    expect(termsErrors(terms, {})).toEqual({ 'personal-data': 'errorTerms' })
    expect(termsErrors(terms, { 'personal-data': true })).toEqual({})
  })

  it('links an agreement to its legal document', () => {
    expect(lawPath({ type: 'personal-data' })).toBe('/law/personal-data')
  })
})
