import { PlatformError, type PlatformErrorKind } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { linkProblem } from './link-problem'

const terms = [
  { type: 'personal-data', title: 'Согласие', linkName: null, link: null, loginRequired: true },
]

const failure = (kind: PlatformErrorKind, status: number, body?: PlatformError['body']) =>
  new PlatformError({ kind, status, body })

describe('linkProblem', () => {
  it.each([
    ['a 404', failure('notFound', 404), { kind: 'notFound' }],
    [
      'a session conflict',
      failure('conflict', 409, { linkStatus: 'sessionConflict' }),
      { kind: 'sessionConflict' },
    ],
    ['a 409 without details', failure('conflict', 409), { kind: 'sessionConflict' }],
    ['an access error', failure('forbidden', 403, { accessError: true }), { kind: 'access' }],
    [
      'a cancelled link',
      failure('forbidden', 403, { canceledError: true, linkStatus: 'canceled' }),
      { kind: 'canceled' },
    ],
    [
      'an expired link',
      failure('forbidden', 403, { expired: true, linkStatus: 'expired' }),
      { kind: 'expired' },
    ],
    [
      'agreements to accept',
      failure('forbidden', 403, { termsRequired: terms }),
      { kind: 'termsRequired', terms },
    ],
    ['a 403 without details', failure('forbidden', 403, {}), { kind: 'expired' }],
    [
      'a 403 with only a message',
      failure('forbidden', 403, { message: 'no' }),
      { kind: 'expired' },
    ],
    ['a used link', failure('validation', 400, { linkStatus: 'used' }), { kind: 'used' }],
    ['a 400 without details', failure('validation', 400, { message: 'limit' }), { kind: 'used' }],
    ['a 400 without a body', failure('validation', 400), { kind: 'used' }],
    ['a 422', failure('validation', 422), { kind: 'technical' }],
    ['no answer', failure('network', 0), { kind: 'technical' }],
    ['a 500', failure('server', 500), { kind: 'technical' }],
    ['something else thrown', new Error('boom'), { kind: 'technical' }],
  ])('reads %s', (_name, error, expected) => {
    expect(linkProblem(error)).toEqual(expected)
  })

  it('leaves field errors to the form', () => {
    expect(
      linkProblem(failure('validation', 400, { errorList: { password: ['errorPassword'] } })),
    ).toBe(undefined)
    expect(linkProblem(failure('conflict', 409, { errorList: { email: ['alreadyExist'] } }))).toBe(
      undefined,
    )
  })

  it('prefers the access error, then cancellation, over expiry', () => {
    expect(linkProblem(failure('forbidden', 403, { accessError: true, expired: true }))).toEqual({
      kind: 'access',
    })
    expect(linkProblem(failure('forbidden', 403, { canceledError: true, expired: true }))).toEqual({
      kind: 'canceled',
    })
  })
})
