import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SyncSettingsForm } from '../contract'
import { isSyncPeriodRecommended, validateSyncSettings } from './sync-settings'

const defaults: SyncSettingsForm = { periodAmount: 0, periodUnit: 'hours', syncLimit: 50 }
const unit = fc.constantFrom('minutes' as const, 'hours' as const, 'days' as const)

describe('provider synchronisation settings', () => {
  it('passes the defaults of a new synchronisation', () => {
    expect(validateSyncSettings(defaults)).toEqual({})
  })

  it.each<[Partial<SyncSettingsForm>, Record<string, string[]>]>([
    [{ periodAmount: -1 }, { periodAmount: ['errorMin'] }],
    [{ periodAmount: 1.5 }, { periodAmount: ['errorInvalid'] }],
    [{ syncLimit: 0 }, { syncLimit: ['errorMin'] }],
    [{ syncLimit: Number.NaN }, { syncLimit: ['errorInvalid'] }],
    [{ periodUnit: 'weeks' as SyncSettingsForm['periodUnit'] }, { periodUnit: ['errorInvalid'] }],
  ])('%j → %j', (change, errors) => {
    expect(validateSyncSettings({ ...defaults, ...change })).toEqual(errors)
  })

  it('passes any whole period from 0 and any whole limit from 1, and nothing below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        unit,
        (periodAmount, syncLimit, periodUnit) => {
          const errors = validateSyncSettings({ periodAmount, periodUnit, syncLimit })
          expect(errors.periodAmount).toEqual(periodAmount < 0 ? ['errorMin'] : undefined)
          expect(errors.syncLimit).toEqual(syncLimit < 1 ? ['errorMin'] : undefined)
        },
      ),
    )
  })

  it('recommends a period under 24 hours in any unit', () => {
    expect(isSyncPeriodRecommended({ ...defaults, periodAmount: 23 })).toBe(true)
    expect(isSyncPeriodRecommended({ ...defaults, periodAmount: 24 })).toBe(false)
    expect(
      isSyncPeriodRecommended({ ...defaults, periodAmount: 1439, periodUnit: 'minutes' }),
    ).toBe(true)
    expect(isSyncPeriodRecommended({ ...defaults, periodAmount: 1, periodUnit: 'days' })).toBe(
      false,
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), unit, (periodAmount, periodUnit) => {
        const longer = { ...defaults, periodAmount: periodAmount + 1, periodUnit }
        // A longer period is never recommended when a shorter one is not.
        if (!isSyncPeriodRecommended({ ...defaults, periodAmount, periodUnit }))
          expect(isSyncPeriodRecommended(longer)).toBe(false)
      }),
    )
  })
})
