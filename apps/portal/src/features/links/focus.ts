import { type RefObject, useCallback, useEffect, useState } from 'react'

const invalid = '[aria-invalid="true"]:not([disabled])'

/**
 * Moves focus to the first invalid control of a form once the errors show, so a keyboard or
 * screen-reader user lands on what to fix (the kit's fields keep their own refs). The errors
 * may render a frame after the request (react-hook-form publishes them after `onInvalid`),
 * so it looks again for a few frames. Answers the function that asks for it.
 */
export function useFocusInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request === 0) return
    let frame = 0
    let tries = 0
    const attempt = () => {
      const target = container.current?.querySelector<HTMLElement>(invalid)
      if (target) target.focus()
      else if (tries++ < 10) frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [request, container])
  return useCallback(() => setRequest((count) => count + 1), [])
}
