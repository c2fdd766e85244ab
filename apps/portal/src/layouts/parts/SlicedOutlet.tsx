import { Outlet, useRouter } from '@tanstack/react-router'
import { startTransition, useLayoutEffect, useState } from 'react'

/** Whether the first page of this visit is on screen: later pages render as the router does. */
let firstPageShown = false
/** The outlets of the first page still waiting for their turn. */
let waiting = 0

/**
 * An `Outlet` that, for the first page of a visit, draws what it holds in a transition after
 * the part around it is on screen: the root draws the layout, the layout's frame then draws the
 * page.
 *
 * The router hands React its pages through a store, which React renders in one uninterrupted
 * task: for an administration page 95–240 ms on a fast desktop, four times that on a phone,
 * during which the page answers no tap. In a transition React renders in slices of a few
 * milliseconds, and the two steps make two smaller changes of the document instead of one.
 *
 * Once the whole page is there, the router is told again that it has rendered, so that what it
 * does then finds the page: the scroll position it restores after a reload, the element a
 * `#hash` names. Its own notice came when nothing below the root was drawn yet.
 *
 * Later pages render as the router renders them, at once: the frame is on screen by then, and
 * the scroll the router restores on going back must find the page.
 */
export function SlicedOutlet() {
  const router = useRouter()
  const [shown, setShown] = useState(firstPageShown)

  useLayoutEffect(() => {
    if (shown) return
    waiting += 1
    startTransition(() => setShown(true))
    return () => {
      waiting -= 1
    }
  }, [shown])

  useLayoutEffect(() => {
    const location = router.state.resolvedLocation
    if (!shown || waiting > 0 || firstPageShown || !location) return
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
