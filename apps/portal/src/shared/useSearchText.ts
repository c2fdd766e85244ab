import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `delayMs`: a look-up is not sent per keystroke. */
export function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/**
 * A list's search box bound to the address: what is typed is applied once typing pauses, and a
 * change of the address (Back, a link) shows in the box.
 */
export function useSearchText(
  value: string | undefined,
  apply: (text: string | undefined) => void,
) {
  const [text, setText] = useState(value ?? '')
  useEffect(() => setText(value ?? ''), [value])
  const settled = useSettled(text.trim(), 400)
  // Only a newly settled text applies: a changed address (Back) must not re-apply the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the settled text alone
  useEffect(() => {
    if (settled !== (value ?? '')) apply(settled || undefined)
  }, [settled])
  return [text, setText] as const
}
