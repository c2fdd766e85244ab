import { lazy, Suspense, useEffect, useState } from 'react'
import { outboxPath } from './outbox-path'

const OutboxPanel = lazy(() => import('./OutboxPanel'))

/** The outbox panel, loaded only once the outbox answers (a real platform answers 404). */
export default function SandboxOutbox() {
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
