import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldErrors } from '../contract'
import { messageKeys } from '../messages'
import { mapFieldErrors } from './field-errors'

const errorLists: fc.Arbitrary<FieldErrors> = fc.dictionary(
  fc.oneof(
    fc.string(),
    fc.constantFrom('password', 'repeatPassword', 'rePassword', '__proto__', 'constructor'),
  ),
  fc.array(fc.constantFrom(...messageKeys), { minLength: 1, maxLength: 4 }),
)

describe('errorList mapping, 10,000 runs', () => {
  it('keeps every key it is given, with every code of that key', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(errorLists, fc.boolean(), (errorList, passwordChange) => {
        const mirror = passwordChange ? ([['password', 'rePassword']] as const) : undefined
        const errors = mapFieldErrors(errorList, { mirror })
        for (const [field, codes] of Object.entries(errorList)) {
          expect(errors[field]).toEqual(expect.arrayContaining(codes))
        }
      }),
      { numRuns: 10_000 },
    )
  })
})
