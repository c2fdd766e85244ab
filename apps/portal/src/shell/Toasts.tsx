import { defaultToastQueue } from '@platform/ui'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

// The region and its react-aria parts are not part of any first load: most pages show no toast.
const ToastRegion = lazy(() => import('./ToastRegion'))

const subscribe = (onChange: () => void) => defaultToastQueue.subscribe(onChange)
const anyToast = () => defaultToastQueue.visibleToasts.length > 0

/**
 * The app's toast region, loaded when the first toast is queued and kept from then on, so its
 * landmark stays where F6 finds it. The toast waits in the queue meanwhile: its time starts
 * when it shows.
 */
export function Toasts() {
  const queued = useSyncExternalStore(subscribe, anyToast, () => false)
  const [needed, setNeeded] = useState(false)
  if (queued && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
