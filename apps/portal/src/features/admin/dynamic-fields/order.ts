import { isOrderChanged } from '@platform/forms'
import type { DynamicFieldSubtypeOrder } from '@platform/sdk'

interface Ordered {
  id: string
}

interface SubtypeLike extends Ordered {
  fields: readonly Ordered[]
}

/** Orders not yet saved: of the subtypes, and of the fields of each subtype. */
export interface PendingOrder {
  subtypes: readonly string[] | null
  fields: Readonly<Record<string, readonly string[]>>
}

export const noPendingOrder: PendingOrder = { subtypes: null, fields: {} }

function byIds<T extends Ordered>(
  items: readonly T[],
  ids: readonly string[] | undefined | null,
): T[] {
  if (!ids) return [...items]
  const found = ids
    .map((id) => items.find((item) => item.id === id))
    .filter((item): item is T => item !== undefined)
  return [...found, ...items.filter((item) => !ids.includes(item.id))]
}

/**
 * The subtypes and fields as the person sees them while an order is being saved. A subtype whose
 * fields keep their order is the same object, so a block that did not change is not redrawn.
 */
export function withPendingOrder<T extends SubtypeLike>(
  subtypes: readonly T[],
  pending: PendingOrder,
): T[] {
  return byIds(subtypes, pending.subtypes).map((subtype) => {
    const fields = pending.fields[subtype.id]
    return fields ? { ...subtype, fields: byIds(subtype.fields, fields) } : subtype
  })
}

/**
 * The body of `reorderDynamicFieldSubtypes` for a new order of the subtypes, or `null` when it
 * does not differ from the saved one (drag ordering is saved only then).
 */
export function subtypeOrderBody(
  subtypes: readonly Ordered[],
  ids: readonly string[],
): DynamicFieldSubtypeOrder[] | null {
  const saved = subtypes.map((subtype) => subtype.id)
  if (!isOrderChanged(saved, ids)) return null
  return ids.map((id, order) => ({ id, order }))
}

/**
 * The body for a new order of one subtype's fields: every subtype at its saved position, the
 * reordered one with each of its fields; `null` when the fields kept their order.
 */
export function fieldOrderBody(
  subtypes: readonly SubtypeLike[],
  subtypeId: string,
  fieldIds: readonly string[],
): DynamicFieldSubtypeOrder[] | null {
  const subtype = subtypes.find((each) => each.id === subtypeId)
  if (!subtype) return null
  const saved = subtype.fields.map((field) => field.id)
  if (!isOrderChanged(saved, fieldIds)) return null
  return subtypes.map((each, order) =>
    each.id === subtypeId
      ? { id: each.id, order, fields: fieldIds.map((id, position) => ({ id, order: position })) }
      : { id: each.id, order },
  )
}
