import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canToggleScheme } from './admin-rules'
import { schemeBlockers, validateAuthScheme } from './auth-scheme'

const password = '11111111-1111-4111-8111-111111111111'
const email = '22222222-2222-4222-8222-222222222222'
const sms = '33333333-3333-4333-8333-333333333333'
const flows = [
  { id: password, active: true },
  { id: email, active: true },
  { id: sms, active: false },
]

const scheme = {
  name: 'Пароль и код',
  code: 'password_code',
  comment: null,
  firstFactor: [{ id: password, enabled: true }],
  secondFactor: [{ id: email, enabled: true }],
}

describe('validateAuthScheme', () => {
  it('accepts a complete scheme', () => {
    expect(validateAuthScheme(scheme, flows)).toEqual({})
  })

  it('needs a name, a code by the mask and an enabled first factor', () => {
    expect(
      validateAuthScheme({ ...scheme, name: '', code: 'код', firstFactor: [] }, flows),
    ).toEqual({ name: ['errorEmpty'], code: ['errorMask'], firstFactor: ['errorEmpty'] })
  })

  it('refuses a second factor repeating the first, an inactive flow and an unknown one', () => {
    expect(
      validateAuthScheme(
        {
          ...scheme,
          firstFactor: [
            { id: password, enabled: true },
            { id: sms, enabled: true },
          ],
          secondFactor: [
            { id: password, enabled: true },
            { id: '44444444-4444-4444-8444-444444444444', enabled: false },
          ],
        },
        flows,
      ),
    ).toEqual({
      'firstFactor.1.id': ['errorInvalid'],
      'secondFactor.0.id': ['errorInvalid'],
      'secondFactor.1.id': ['errorInvalid'],
    })
  })

  it('without enabled first-factor flows is always refused, whatever else is there', () => {
    const factor = fc.record({ id: fc.constantFrom(password, email, sms), enabled: fc.boolean() })
    fc.assert(
      fc.property(
        fc.array(factor, { maxLength: 4 }),
        fc.array(factor, { maxLength: 4 }),
        (a, b) => {
          const first = a.map((each) => ({ ...each, enabled: false }))
          const errors = validateAuthScheme({ ...scheme, firstFactor: first, secondFactor: b })
          expect(errors.firstFactor).toContain('errorEmpty')
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('a second factor flow that is enabled in the first is always marked', () => {
    fc.assert(
      fc.property(fc.constantFrom(password, email), (id) => {
        const errors = validateAuthScheme({
          ...scheme,
          firstFactor: [{ id, enabled: true }],
          secondFactor: [{ id, enabled: true }],
        })
        expect(errors['secondFactor.0.id']).toEqual(['errorInvalid'])
      }),
    )
  })
})

describe('schemeBlockers', () => {
  const active = { active: true, base: false, usersCount: 0 }

  it('names every reason that holds', () => {
    expect(schemeBlockers({ active: true, base: true, usersCount: 3 }, 1)).toEqual([
      'hasUsers',
      'tooFewSchemes',
      'baseScheme',
    ])
    expect(schemeBlockers(active, 4)).toEqual([])
  })

  it('agrees with canToggleScheme for any scheme', () => {
    fc.assert(
      fc.property(
        fc.record({ active: fc.boolean(), base: fc.boolean(), usersCount: fc.nat(5) }),
        fc.nat(6),
        (scheme, count) => {
          expect(schemeBlockers(scheme, count).length === 0).toBe(canToggleScheme(scheme, count))
        },
      ),
    )
  })
})
