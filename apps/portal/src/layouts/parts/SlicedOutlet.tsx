import { Outlet, useRouter } from '@tanstack/react-router'
import { startTransition, useLayoutEffect, useState } from 'react'

/** Whether the first page of this visit is on screen: later pages render as the router does. */
let firstPageShown = false

/**
 * The root's `Outlet`: for the first page of a visit, it draws the layout and the page in a
 * transition once the router has resolved them.
 *
 * The router hands React its pages through a store, which React renders in one uninterrupted
 * task: for an administration page 95–240 ms on a fast desktop, four times that on a phone,
 * during which the page answers no tap. A subtree that mounts in a transition renders in slices
 * of a few milliseconds instead; only the change of the document stays one task.
 *
 * Once the page is there, the router is told again that it has rendered, so that what it does
 * then finds the page: the scroll position it restores after a reload, the element a `#hash`
 * names. Its own notice came when nothing below the root was drawn yet.
 *
 * Later pages render as the router renders them, at once: the frame is on screen by then, and
 * the scroll the router restores on going back must find the page.
 */
export function SlicedOutlet() {
  const router = useRouter()
  const [shown, setShown] = useState(firstPageShown)

  useLayoutEffect(() => {
    if (!shown) startTransition(() => setShown(true))
  }, [shown])

  useLayoutEffect(() => {
    const location = router.state.resolvedLocation
    if (!shown || firstPageShown || !location) return
    firstPageShown = true
    router.emit({
      type: 'onRendered',
      fromLocation: location,
      toLocation: location,
      pathChanged: false,
      hrefChanged: false,
      hashChanged: false,
    })
  }, [router, shown])

  return shown ? <Outlet /> : null
}
