import { type RefObject, useEffect } from 'react'

/**
 * Moves the focus to a page's heading when the page opens (or when `when` turns true), so a
 * screen reader starts reading the new page and Tab goes on from there.
 *
 * The focus moves in the next animation frame, not in the commit that draws the page: focusing
 * lays the page out, and in the commit that layout made the page's longest task longer by
 * 10–33 ms here (four times that on a phone). The frame lays the page out anyway, so there the
 * focus costs nothing more, and it still comes before the page is painted.
 */
export function useFocusOnOpen(target: RefObject<HTMLElement | null>, when = true) {
  useEffect(() => {
    if (!when) return
    const frame = requestAnimationFrame(() => target.current?.focus({ preventScroll: true }))
    return () => cancelAnimationFrame(frame)
  }, [target, when])
}
