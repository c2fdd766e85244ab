import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PasswordPolicy } from '../contract'
import { isLookAlike } from './characters'
import { generatePassword } from './generate'
import { checkPassword } from './policy'

const symbols = '!@#$%^&*()-_=+[]{};:,.?/|`\'"~<>'

const policies: fc.Arbitrary<PasswordPolicy> = fc
  .record({
    minLength: fc.integer({ min: 8, max: 24 }),
    extra: fc.integer({ min: 0, max: 24 }),
    lowercase: fc.boolean(),
    uppercase: fc.boolean(),
    numbers: fc.boolean(),
    symbols: fc.boolean(),
    // Settings may list look-alikes among the symbols; at least one usable symbol stays.
    allowedSymbols: fc
      .subarray([...symbols], { minLength: 1 })
      .map((chosen) => `${chosen.join('')}#`),
    generateLength: fc.integer({ min: 8, max: 64 }),
  })
  .map(({ extra, ...policy }) => ({
    ...policy,
    maxLength: policy.minLength + extra,
    pattern: null,
  }))

describe('generated passwords, 10,000 runs', () => {
  it('pass their own policy and contain no look-alike character', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(policies, (policy) => {
        const password = generatePassword(policy)
        expect(checkPassword(password, policy).valid).toBe(true)
        expect([...password].filter(isLookAlike)).toEqual([])
      }),
      { numRuns: 10_000 },
    )
  })
})
