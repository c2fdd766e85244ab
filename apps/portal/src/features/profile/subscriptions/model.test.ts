import type { Subscription } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { isUnsaved, periodDays, withChannel, withPeriod } from './model'

const loaded: Subscription[] = [
  {
    id: 's1',
    title: 'Заявки',
    period: 'immediately',
    availablePeriods: ['immediately', 'daily', 'monthly'],
    channels: [
      { id: 'email', enabled: true },
      { id: 'sms', enabled: false },
    ],
  },
  {
    id: 's2',
    title: 'Новости',
    period: 'weekly',
    availablePeriods: ['weekly'],
    channels: [
      { id: 'email', enabled: false },
      { id: 'sms', enabled: false },
    ],
  },
]

describe('the subscriptions form against the one loaded', () => {
  it('is saved as loaded, and again when a change is undone', () => {
    expect(isUnsaved(loaded, structuredClone(loaded))).toBe(false)
    const switched = withChannel(loaded, 's1', 'sms', true)
    expect(isUnsaved(loaded, switched)).toBe(true)
    expect(isUnsaved(loaded, withChannel(switched, 's1', 'sms', false))).toBe(false)
  })

  it('knows a changed period, and refuses a period the subscription does not offer', () => {
    expect(isUnsaved(loaded, withPeriod(loaded, 's1', 'monthly'))).toBe(true)
    expect(withPeriod(loaded, 's2', 'daily')).toEqual(loaded)
  })

  it('never changes the form it was given', () => {
    const copy = structuredClone(loaded)
    withChannel(loaded, 's1', 'email', false)
    withPeriod(loaded, 's1', 'daily')
    expect(loaded).toEqual(copy)
  })
})

describe('the period display', () => {
  it('shows a month as 30 days and a week as 7; immediate delivery has no days', () => {
    expect(periodDays).toEqual({ immediately: 0, daily: 1, weekly: 7, monthly: 30 })
  })
})
