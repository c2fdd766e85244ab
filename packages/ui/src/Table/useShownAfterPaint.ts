import { startTransition, useEffect, useState } from 'react'

/**
 * False until the frame that first showed the component has been painted, then true (in a
 * transition, which React renders in slices); true from the start when `atOnce`.
 */
export function useShownAfterPaint(atOnce: boolean): boolean {
  const [shown, setShown] = useState(atOnce)
  useEffect(() => {
    if (shown) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before that frame is drawn; a timer set there, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown])
  return shown
}
