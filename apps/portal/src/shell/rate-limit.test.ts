import { PlatformError } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { defaultRetryAfterSeconds, retryAt, waitParts } from './rate-limit'

describe('retryAt', () => {
  const now = Date.parse('2026-11-26T09:00:00Z')

  it('waits as long as Retry-After says, or a minute without it', () => {
    const limited = (retryAfter?: number) =>
      new PlatformError({ kind: 'rateLimited', status: 429, retryAfter })
    expect(retryAt(limited(90), now)).toBe(now + 90_000)
    expect(retryAt(limited(), now)).toBe(now + defaultRetryAfterSeconds * 1000)
  })

  it('is no wait for any other failure', () => {
    expect(retryAt(new PlatformError({ kind: 'server', status: 500 }), now)).toBeNull()
    expect(retryAt(new Error('boom'), now)).toBeNull()
  })
})

describe('waitParts', () => {
  it.each([
    [0.2, [{ unit: 'second', value: 1 }]],
    [45, [{ unit: 'second', value: 45 }]],
    [60, [{ unit: 'minute', value: 1 }]],
    [
      90,
      [
        { unit: 'minute', value: 1 },
        { unit: 'second', value: 30 },
      ],
    ],
    [
      3720,
      [
        { unit: 'hour', value: 1 },
        { unit: 'minute', value: 2 },
      ],
    ],
    [7200, [{ unit: 'hour', value: 2 }]],
  ] as const)('%s s reads as %j', (seconds, parts) => {
    expect(waitParts(seconds)).toEqual(parts)
  })
})
