import { type RefObject, useEffect } from 'react'

/**
 * Moves the focus to a page's heading when the page opens (or when `when` turns true), so a
 * screen reader starts reading the new page and Tab goes on from there.
 *
 * The focus moves once the frame that shows the page is drawn, in a task of its own. Focusing
 * lays the page out: in the commit that drew the page, that made the page's longest task longer
 * by 10–33 ms here (four times that on a phone), and in the frame's own task it made that one
 * longer instead. After the frame the page is laid out already, so the focus costs almost nothing.
 * A person who moved the focus in between (a click, a Tab) keeps it: the page never takes it back.
 */
export function useFocusOnOpen(target: RefObject<HTMLElement | null>, when = true) {
  useEffect(() => {
    if (!when) return
    const focused = document.activeElement
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === focused) target.current?.focus({ preventScroll: true })
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [target, when])
}
