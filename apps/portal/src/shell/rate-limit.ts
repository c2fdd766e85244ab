import { isPlatformError } from '@platform/sdk'
import { useCallback, useState } from 'react'

/**
 * How long to wait after a 429 that gives no `Retry-After`: a minute, long enough for a
 * per-minute limit to pass and short enough not to lock a person out for nothing.
 */
export const defaultRetryAfterSeconds = 60

/** When a limited call may be tried again (ms since the epoch); `null` when it is no 429. */
export function retryAt(error: unknown, now = Date.now()): number | null {
  if (!isPlatformError(error) || error.kind !== 'rateLimited') return null
  return now + (error.retryAfter ?? defaultRetryAfterSeconds) * 1000
}

/** The parts of a wait a person reads: hours and minutes, or minutes and seconds. */
export function waitParts(
  seconds: number,
): { unit: 'hour' | 'minute' | 'second'; value: number }[] {
  const total = Math.max(1, Math.ceil(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  const parts =
    hours > 0
      ? [
          { unit: 'hour' as const, value: hours },
          { unit: 'minute' as const, value: minutes },
        ]
      : [
          { unit: 'minute' as const, value: minutes },
          { unit: 'second' as const, value: rest },
        ]
  return parts.filter((part) => part.value > 0)
}

/** A wait imposed by the platform's limits: set by a 429, over when its time has passed. */
export function useRateLimit() {
  const [until, setUntil] = useState<number | null>(null)
  /** Starts the wait if `error` is a 429; answers whether it was. */
  const hit = useCallback((error: unknown) => {
    const at = retryAt(error)
    if (at !== null) setUntil(at)
    return at !== null
  }, [])
  const over = useCallback(() => setUntil(null), [])
  return { until, hit, over }
}

export type RateLimit = ReturnType<typeof useRateLimit>
