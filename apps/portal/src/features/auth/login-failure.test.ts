import { PlatformError } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { loginFailure } from './login-failure'

const terms = [{ type: 'personal-data', title: 'Согласие', loginRequired: true }]

describe('loginFailure', () => {
  it('is technical without a usable answer', () => {
    expect(loginFailure(new PlatformError({ kind: 'network' }))).toEqual({ kind: 'tech' })
    expect(loginFailure(new PlatformError({ kind: 'server', status: 500 }))).toEqual({
      kind: 'tech',
    })
    expect(loginFailure(new PlatformError({ kind: 'unexpected', status: 200 }))).toEqual({
      kind: 'tech',
    })
    expect(loginFailure(new Error('boom'))).toEqual({ kind: 'tech' })
  })

  it('tells an expired confirmation apart', () => {
    const error = new PlatformError({ kind: 'validation', status: 400, body: { expired: true } })
    expect(loginFailure(error)).toEqual({ kind: 'expired' })
  })

  it('asks for the agreements of a 403, and keeps the errors of an answered form', () => {
    const forbidden = new PlatformError({
      kind: 'forbidden',
      status: 403,
      body: { termsRequired: terms },
    })
    expect(loginFailure(forbidden)).toEqual({ kind: 'terms', terms, fields: {} })
    const answered = new PlatformError({
      kind: 'validation',
      status: 400,
      body: { termsRequired: terms, errorList: { termsAgree: ['errorTerms'] } },
    })
    expect(loginFailure(answered)).toEqual({
      kind: 'terms',
      terms,
      fields: { termsAgree: ['errorTerms'] },
    })
  })

  it('is a form error otherwise, with the fields of the errorList', () => {
    const error = new PlatformError({
      kind: 'validation',
      status: 400,
      body: { errorList: { password: ['errorInvalid'] } },
    })
    expect(loginFailure(error)).toEqual({ kind: 'form', fields: { password: ['errorInvalid'] } })
    expect(loginFailure(new PlatformError({ kind: 'forbidden', status: 403 }))).toEqual({
      kind: 'form',
      fields: {},
    })
  })
})
