import { describe, expect, it } from 'vitest'
import type { Subscription } from '../contract'
import { formatCountdown, secondsLeft } from './countdown'
import { isEqualValue } from './equal'
import { subscriptionChanges } from './subscriptions'

describe('isEqualValue: unsaved changes against the initial values', () => {
  it.each([
    ['a', 'a', true],
    ['a', 'b', false],
    [Number.NaN, Number.NaN, true],
    [null, null, true],
    [null, {}, false],
    [{}, null, false],
    ['1', 1, false],
    [{ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] }, true],
    [{ a: [1, { b: 'c' }] }, { a: [1, { b: 'd' }] }, false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: undefined }, { a: 1, c: undefined }, false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[], {}, false],
  ])('%j vs %j → %s', (first, second, equal) => {
    expect(isEqualValue(first, second)).toBe(equal)
  })
})

describe('subscriptions: changes found by comparing with the loaded form', () => {
  const loaded: Subscription[] = [
    {
      id: 's1',
      period: 'daily',
      channels: [
        { id: 'email', enabled: true },
        { id: 'sms', enabled: false },
      ],
    },
    { id: 's2', period: 'immediately', channels: [{ id: 'email', enabled: false }] },
  ]

  it('has no changes for the loaded form', () => {
    expect(subscriptionChanges(loaded, structuredClone(loaded))).toEqual([])
  })

  it('lists a switched channel', () => {
    const current = structuredClone(loaded)
    ;(current[0]?.channels[1] ?? { enabled: false }).enabled = true
    expect(subscriptionChanges(loaded, current)).toEqual([
      { channelId: 'sms', subscribeId: 's1', enabled: true, period: 'daily' },
    ])
  })

  it('lists every channel of a subscription whose period changed, and new entries', () => {
    const current: Subscription[] = [
      { ...structuredClone(loaded[0] as Subscription), period: 'weekly' },
      { id: 's3', period: 'daily', channels: [{ id: 'push', enabled: true }] },
    ]
    expect(subscriptionChanges(loaded, current)).toEqual([
      { channelId: 'email', subscribeId: 's1', enabled: true, period: 'weekly' },
      { channelId: 'sms', subscribeId: 's1', enabled: false, period: 'weekly' },
      { channelId: 'push', subscribeId: 's3', enabled: true, period: 'daily' },
    ])
  })
})

describe('verification countdown', () => {
  const now = Date.parse('2026-11-21T09:30:00Z')

  it.each([
    ['2026-11-21T09:35:00Z', 300, '05:00'],
    ['2026-11-21T09:30:00.200Z', 1, '00:01'],
    ['2026-11-21T09:29:00Z', 0, '00:00'],
    ['not a time', 0, '00:00'],
  ])('until %s: %i s, shown %s', (end, seconds, shown) => {
    expect(secondsLeft(end, now)).toBe(seconds)
    expect(formatCountdown(seconds)).toBe(shown)
  })

  it('reads the clock by default', () => {
    expect(secondsLeft(Date.now() + 61_000)).toBeGreaterThanOrEqual(60)
    expect(formatCountdown(3599)).toBe('59:59')
  })
})
