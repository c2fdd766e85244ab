import { useEffect, useRef } from 'react'

/** Moves focus to the first invalid control inside `root`, once the errors have rendered. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root
      ?.querySelector<HTMLElement>(
        ':is(input, textarea, button)[aria-invalid="true"]:not([disabled])',
      )
      ?.focus()
  })
}

/**
 * Moves focus once a dialog has closed, for a dialog whose trigger goes with what it did (a
 * deleted row's button): the dialog first hands focus back, then `target` takes it.
 */
export function useFocusAfterClose(isOpen: boolean) {
  const target = useRef<(() => HTMLElement | null | undefined) | null>(null)
  useEffect(() => {
    const find = target.current
    if (isOpen || !find) return
    target.current = null
    requestAnimationFrame(() => find()?.focus())
  }, [isOpen])
  return (find: () => HTMLElement | null | undefined) => {
    target.current = find
  }
}
