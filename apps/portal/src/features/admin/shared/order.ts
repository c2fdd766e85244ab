import { isOrderChanged } from '@platform/forms'

/**
 * The ids in their new order when a move changed the saved order, or `null` when it did not:
 * drag ordering is saved only when the order differs from the initial one.
 */
export function changedOrder(
  saved: readonly { id: string }[],
  next: readonly (string | number)[],
): string[] | null {
  const ids = next.map(String)
  return isOrderChanged(
    saved.map((item) => item.id),
    ids,
  )
    ? ids
    : null
}

/** Items in the order of `ids` (unknown ids dropped, items not named kept at the end). */
export function inOrder<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const named = ids.flatMap((id) => {
    const item = byId.get(id)
    return item ? [item] : []
  })
  return [...named, ...items.filter((item) => !ids.includes(item.id))]
}
