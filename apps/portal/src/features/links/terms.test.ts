import { describe, expect, it } from 'vitest'
import { mergeTerms, toAgreements } from './terms'

const personal = {
  type: 'personal-data',
  title: 'ПДн',
  linkName: null,
  link: null,
  loginRequired: true,
}
const cookies = {
  type: 'cookies',
  title: 'Cookie',
  linkName: null,
  link: null,
  loginRequired: false,
}

describe('terms', () => {
  it('answers every agreement shown, unanswered ones as not agreed', () => {
    expect(toAgreements([personal, cookies], { 'personal-data': true })).toEqual([
      { type: 'personal-data', agree: true },
      { type: 'cookies', agree: false },
    ])
    expect(toAgreements([cookies], undefined)).toEqual([{ type: 'cookies', agree: false }])
  })

  it('adds the agreements the platform requires and makes them required', () => {
    expect(mergeTerms([cookies], [personal])).toEqual([cookies, personal])
    expect(mergeTerms([personal, cookies], [{ ...cookies, loginRequired: false }])).toEqual([
      personal,
      { ...cookies, loginRequired: true },
    ])
    expect(mergeTerms([cookies])).toEqual([cookies])
  })
})
