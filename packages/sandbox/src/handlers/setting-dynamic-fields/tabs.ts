import { isOrderChanged } from '@platform/forms'
import type { DynamicFieldTab } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { done, forbidden, invalid, lookup, notFound, ok } from '../reply'
import { isAdmin, recordChange } from '../setting-kit'

const typeTitlesEn: Record<string, string> = {
  users: 'Users',
  organizations: 'Organizations',
  contractors: 'Contractors',
  directories: 'Directories',
}

/** Whether `rows` name each of `ids` exactly once, at distinct positions. */
function describesAll(ids: string[], rows: { id: string; order: number }[]): boolean {
  const named = new Set(rows.map((row) => row.id))
  const orders = new Set(rows.map((row) => row.order))
  return (
    rows.length === ids.length &&
    named.size === ids.length &&
    orders.size === rows.length &&
    ids.every((id) => named.has(id))
  )
}

/** The ids in their new order: by the sent position. */
function reordered(rows: { id: string; order: number }[]): string[] {
  return [...rows].sort((a, b) => a.order - b.order).map((row) => row.id)
}

function summary({ subtypes: _subtypes, ...tab }: DynamicFieldTab) {
  return tab
}

export const tabHandlers = {
  listDynamicFieldTypes: ({ state, session, locale }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({
      types: state.dynamicFields.types.map((type) => ({
        type: type.type,
        title: locale === 'en' ? (typeTitlesEn[type.type] ?? type.title) : type.title,
      })),
    })
  },

  listDynamicFieldTabs: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const tabs = state.dynamicFields.tabs
      .filter((tab) => tab.type === params.type)
      .sort((a, b) => a.order - b.order)
      .map(summary)
    return ok({ tabs })
  },

  getDynamicFieldTab: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const tab = state.dynamicFields.tabs.find((each) => each.code === params.tab)
    return tab ? ok(structuredClone(tab)) : notFound('Tab not found')
  },

  setDynamicFieldTabActive: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const tab = state.dynamicFields.tabs.find((each) => each.id === params.id)
    if (!tab) return notFound('Tab not found')
    if (tab.active !== body.active) {
      tab.active = body.active
      recordChange(context, {
        type: body.active ? 'enable' : 'disable',
        entity: 'dynamicFields',
        subtype: tab.code,
        entityId: tab.id,
        entityTitle: tab.title,
        changes: [{ param: 'active', before: String(!body.active), after: String(body.active) }],
      })
    }
    return done()
  },

  reorderDynamicFieldTabs: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const tabs = state.dynamicFields.tabs
      .filter((tab) => tab.type === params.type)
      .sort((a, b) => a.order - b.order)
    const before = tabs.map((tab) => tab.id)
    if (!describesAll(before, body)) return invalid({ order: ['errorInvalid'] })
    const after = reordered(body)
    // Saved only when the order differs from the current one.
    if (!isOrderChanged(before, after)) return done()
    for (const tab of tabs) tab.order = after.indexOf(tab.id)
    recordChange(context, {
      type: 'reorder',
      entity: 'dynamicFields',
      subtype: params.type,
      changes: [{ param: 'order', before: JSON.stringify(before), after: JSON.stringify(after) }],
    })
    return done()
  },

  reorderDynamicFieldSubtypes: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const tab = state.dynamicFields.tabs.find((each) => each.code === params.tab)
    if (!tab) return notFound('Tab not found')
    const before = tab.subtypes.map((subtype) => subtype.id)
    if (!describesAll(before, body)) return invalid({ order: ['errorInvalid'] })
    const fieldOrders = new Map<string, string[]>()
    for (const row of body) {
      const subtype = tab.subtypes.find((each) => each.id === row.id)
      if (!subtype || !row.fields) continue
      const current = subtype.fields.map((field) => field.id)
      if (!describesAll(current, row.fields)) return invalid({ fields: ['errorInvalid'] })
      const next = reordered(row.fields)
      if (isOrderChanged(current, next)) fieldOrders.set(subtype.id, next)
    }
    const after = reordered(body)
    if (!isOrderChanged(before, after) && fieldOrders.size === 0) return done()
    tab.subtypes.sort((a, b) => after.indexOf(a.id) - after.indexOf(b.id))
    tab.subtypes.forEach((subtype, order) => {
      subtype.order = order
      const fields = fieldOrders.get(subtype.id)
      if (!fields) return
      subtype.fields.sort((a, b) => fields.indexOf(a.id) - fields.indexOf(b.id))
      subtype.fields.forEach((field, index) => {
        field.order = index
      })
    })
    recordChange(context, {
      type: 'reorder',
      entity: 'dynamicFields',
      subtype: tab.code,
      entityId: tab.id,
      entityTitle: tab.title,
      changes: [{ param: 'order', before: JSON.stringify(before), after: JSON.stringify(after) }],
    })
    return done()
  },

  searchPersonnelActionTypes: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const types = [...state.dynamicFields.personnelActionTypes].sort((a, b) =>
      a.name.localeCompare(b.name, 'ru'),
    )
    return ok({ types: lookup(types, query, (type) => [type.name, type.code]) })
  },
} satisfies Partial<Handlers>
