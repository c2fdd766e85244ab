import type { Key } from 'react-aria-components'

/** The order after moving `moving` (kept in their order) before or after `target`. */
export function moveKeys(
  order: readonly Key[],
  moving: ReadonlySet<Key>,
  target: Key,
  position: 'before' | 'after',
): Key[] {
  if (moving.has(target)) return [...order]
  const rest = order.filter((key) => !moving.has(key))
  const moved = order.filter((key) => moving.has(key))
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0)
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)]
}
