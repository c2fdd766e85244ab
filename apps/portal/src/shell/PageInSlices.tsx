import { Outlet, useRouter } from '@tanstack/react-router'
import { startTransition, useEffect, useLayoutEffect, useState } from 'react'

/**
 * The first page of a visit (its layout and the page) rendered in a transition, after the
 * router has resolved it. The router hands React its pages through a store, which React renders
 * in one uninterrupted task: 110–180 ms for an administration page on a fast desktop, four times
 * that on a phone, during which the page answers no tap. In a transition React renders in slices
 * of a few milliseconds, and only the final change of the document is one task.
 *
 * Once the page is there, the router is told again that it has rendered, so that what it does
 * then finds the page: the scroll position it restores after a reload, the element a `#hash`
 * names. The first notice came when nothing below the root was drawn yet.
 *
 * Later pages render as the router renders them: by then the frame is on screen, and a page's
 * render is smaller than the first, which also builds the frame.
 */
export function PageInSlices() {
  const router = useRouter()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    startTransition(() => setShown(true))
  }, [])

  useLayoutEffect(() => {
    const location = router.state.resolvedLocation
    if (!shown || !location) return
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
