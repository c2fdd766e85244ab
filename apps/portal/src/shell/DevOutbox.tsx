import { lazy, Suspense, useEffect, useState } from 'react'

const OutboxPanel = lazy(() => import('./OutboxPanel'))

/**
 * The sandbox's outbox, under the API base: the only path a web server in front of the
 * portal passes on (`deploy/nginx`), and the sandbox answers it at any prefix.
 */
export const outboxPath = '/api/v1/__sandbox/outbox'

/**
 * When the portal runs on the sandbox, a small panel lists the emails and SMS it "sent", so
 * a person can register or restore a password with nothing else installed. A build for a
 * real platform leaves it out entirely (`PORTAL_SANDBOX`); a sandbox build still shows it
 * only when the outbox answers.
 */
export function DevOutbox() {
  return import.meta.env.PORTAL_SANDBOX ? <SandboxOutbox /> : null
}

function SandboxOutbox() {
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
