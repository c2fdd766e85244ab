import { lazy, Suspense, useEffect, useState } from 'react'

// Decided at build time: in a build for a real platform the condition is the constant
// `false`, and neither the probe nor the panel is in the bundle at all.
const SandboxOutbox = import.meta.env.PORTAL_SANDBOX ? lazy(() => import('./SandboxOutbox')) : null

/** After the page's own loading: the panel is a tool beside the page, not part of it. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (!SandboxOutbox) return
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), 1000)
    return () => clearTimeout(timer)
  }, [])
  return idle
}

/**
 * When the portal runs on the sandbox, a small panel lists the emails and SMS it "sent", so
 * a person can register or restore a password with nothing else installed.
 */
export function DevOutbox() {
  const idle = useIdle()
  if (!SandboxOutbox || !idle) return null
  return (
    <Suspense fallback={null}>
      <SandboxOutbox />
    </Suspense>
  )
}
