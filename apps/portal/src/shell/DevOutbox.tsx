import { lazy, Suspense, useEffect, useState } from 'react'

const OutboxPanel = lazy(() => import('./OutboxPanel'))

/** The sandbox's outbox path; a real platform answers 404 there and the panel stays away. */
export const outboxPath = '/__sandbox/outbox'

/**
 * When the portal runs on the sandbox, a small panel lists the emails and SMS it "sent", so
 * a person can register or restore a password with nothing else installed. Loaded only then.
 */
export function DevOutbox() {
  const [onSandbox, setOnSandbox] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    fetch(outboxPath, { signal: controller.signal })
      .then((response) => setOnSandbox(response.ok))
      .catch(() => setOnSandbox(false))
    return () => controller.abort()
  }, [])
  if (!onSandbox) return null
  return (
    <Suspense fallback={null}>
      <OutboxPanel />
    </Suspense>
  )
}
