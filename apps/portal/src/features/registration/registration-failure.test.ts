import { PlatformError } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { registrationFailure } from './registration-failure'

const terms = [
  { type: 'personal-data', title: 'ПДн', linkName: null, link: null, loginRequired: true },
]

describe('registrationFailure', () => {
  it('marks the fields for an errorList or termsRequired', () => {
    expect(
      registrationFailure(
        new PlatformError({
          kind: 'validation',
          status: 400,
          body: { errorList: { email: ['errorUnique'] } },
        }),
      ),
    ).toBe('fields')
    expect(
      registrationFailure(
        new PlatformError({ kind: 'forbidden', status: 403, body: { termsRequired: terms } }),
      ),
    ).toBe('fields')
  })

  it('says only "Registration error" for other answers', () => {
    expect(
      registrationFailure(
        new PlatformError({
          kind: 'validation',
          status: 400,
          body: { message: 'Registration limit per IP reached' },
        }),
      ),
    ).toBe('plain')
    expect(registrationFailure(new PlatformError({ kind: 'forbidden', status: 403 }))).toBe('plain')
  })

  it('asks to contact the administrator without a usable answer', () => {
    expect(registrationFailure(new PlatformError({ kind: 'network' }))).toBe('unknown')
    expect(registrationFailure(new PlatformError({ kind: 'server', status: 500 }))).toBe('unknown')
    expect(registrationFailure(new PlatformError({ kind: 'unexpected', status: 200 }))).toBe(
      'unknown',
    )
    expect(registrationFailure(new Error('boom'))).toBe('unknown')
  })
})
