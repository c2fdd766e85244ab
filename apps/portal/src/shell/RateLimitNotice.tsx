import { lazy, Suspense } from 'react'
import type { RateLimit } from './rate-limit'

// The countdown and its words load with the first 429: no page pays for them before.
const Waiting = lazy(() =>
  import('./RateLimitWaiting').then((module) => ({ default: module.Waiting })),
)

/**
 * A 429 in words a person understands: how long to wait, said once as an alert, and a
 * countdown (not read out every second) until the action may be tried again.
 */
export function RateLimitNotice({ limit }: { limit: RateLimit }) {
  const { until } = limit
  if (until === null) return null
  return (
    <Suspense fallback={null}>
      <Waiting key={until} until={until} onOver={limit.over} />
    </Suspense>
  )
}
