import { describe, expect, it } from 'vitest'
import type { FieldErrors } from '../contract'
import { clearMismatch, mapFieldErrors } from './field-errors'
import { approvalFieldErrors, fieldErrorsOf } from './platform-error'

describe('mapFieldErrors', () => {
  it('mirrors a password error onto repeat-password', () => {
    expect(mapFieldErrors({ password: ['errorPassword'], email: ['errorEmail'] })).toEqual({
      password: ['errorPassword'],
      repeatPassword: ['errorPassword'],
      email: ['errorEmail'],
    })
  })

  it('mirrors a repeat-password error onto the password, and merges both ways', () => {
    expect(mapFieldErrors({ repeatPassword: ['errorMatch'] })).toEqual({
      password: ['errorMatch'],
      repeatPassword: ['errorMatch'],
    })
    expect(mapFieldErrors({ password: ['errorPassword'], repeatPassword: ['errorMatch'] })).toEqual(
      {
        password: ['errorPassword', 'errorMatch'],
        repeatPassword: ['errorMatch', 'errorPassword'],
      },
    )
  })

  it('takes the pair of the password change form', () => {
    expect(
      mapFieldErrors({ rePassword: ['errorMatch'] }, { mirror: [['password', 'rePassword']] }),
    ).toEqual({ password: ['errorMatch'], rePassword: ['errorMatch'] })
  })

  it('renames keys, merging keys that land on one field', () => {
    expect(
      mapFieldErrors(
        { organization: ['errorEmpty'], contractorId: ['errorInvalid', 'errorEmpty'] },
        { rename: { organization: 'contractorId' } },
      ),
    ).toEqual({ contractorId: ['errorEmpty', 'errorInvalid'] })
  })

  it('keeps fields named like members of Object', () => {
    const errorList = JSON.parse('{"__proto__": ["errorEmpty"], "toString": ["errorEmpty"]}')
    const errors = mapFieldErrors(errorList, { rename: {} })
    expect(Object.keys(errors)).toEqual(['__proto__', 'toString'])
  })

  it('turns a code it does not know into errorInvalid', () => {
    const fromNewerServer = { login: ['errorSomethingNew'] } as unknown as FieldErrors
    expect(mapFieldErrors(fromNewerServer)).toEqual({ login: ['errorInvalid'] })
  })

  it('answers no errors for no errorList', () => {
    expect(mapFieldErrors(undefined)).toEqual({})
    expect(mapFieldErrors(null)).toEqual({})
  })
})

describe('clearMismatch: a mismatch clears when the values become equal', () => {
  const errors: FieldErrors = {
    password: ['errorMatch', 'errorPassword'],
    repeatPassword: ['errorMatch'],
    email: ['errorMatch'],
  }

  it('drops errorMatch from both fields once they are equal', () => {
    expect(
      clearMismatch(errors, { password: 'Secret#12', repeatPassword: 'Secret#12' }, [
        'password',
        'repeatPassword',
      ]),
    ).toEqual({ password: ['errorPassword'], email: ['errorMatch'] })
  })

  it('keeps them while the values differ', () => {
    const values = { password: 'Secret#12', repeatPassword: 'Secret#1' }
    expect(clearMismatch(errors, values, ['password', 'repeatPassword'])).toBe(errors)
  })
})

describe('errors of a failed call', () => {
  it('reads the errorList of the body', () => {
    expect(
      fieldErrorsOf({
        kind: 'validation',
        status: 400,
        body: { errorList: { email: ['errorEmail'] } },
      }),
    ).toEqual({ email: ['errorEmail'] })
    expect(fieldErrorsOf({ kind: 'network' })).toEqual({})
  })

  it.each([
    [
      'contractor',
      400,
      { organization: ['errorEmpty'], roles: ['errorEmpty'], password: ['errorEmpty'] },
      { contractorId: ['errorEmpty'], contractorRoles: ['errorEmpty'], password: ['errorEmpty'] },
    ],
    [
      'failure',
      400,
      { organization: ['errorEmpty'], roles: ['errorEmpty'] },
      { contractorId: ['errorEmpty'], roles: ['errorEmpty'] },
    ],
    ['contractor', 409, undefined, { contractorId: ['alreadyExist'] }],
    [
      'contractor',
      409,
      { organization: ['errorInvalid'] },
      { contractorId: ['errorInvalid', 'alreadyExist'] },
    ],
    ['allow', 409, undefined, {}],
  ] as const)('approval %s, %s, %j → %j', (action, status, errorList, expected) => {
    const body = errorList ? { errorList: errorList as unknown as FieldErrors } : {}
    expect(
      approvalFieldErrors(
        { kind: status === 409 ? 'conflict' : 'validation', status, body },
        action,
      ),
    ).toEqual(expected)
  })
})
