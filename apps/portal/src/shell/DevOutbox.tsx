import { lazy, Suspense } from 'react'

// Decided at build time: in a build for a real platform the condition is the constant
// `false`, and neither the probe nor the panel is in the bundle at all.
const SandboxOutbox = import.meta.env.PORTAL_SANDBOX ? lazy(() => import('./SandboxOutbox')) : null

/**
 * When the portal runs on the sandbox, a small panel lists the emails and SMS it "sent", so
 * a person can register or restore a password with nothing else installed.
 */
export function DevOutbox() {
  if (!SandboxOutbox) return null
  return (
    <Suspense fallback={null}>
      <SandboxOutbox />
    </Suspense>
  )
}
