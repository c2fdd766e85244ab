import { validateDynamicFieldSubtype } from '@platform/forms'
import type { DynamicFieldSubtype, DynamicFieldTab, FieldErrors } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import { findSubtype } from '../../state/dynamic-fields'
import { conflict, created, done, forbidden, invalid, notFound, refused } from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'
import { codeTaken } from './validate'

function checkSubtype(
  state: SandboxState,
  input: { title: string; code: string; personnelActionType?: string | null },
): FieldErrors {
  const action = input.personnelActionType ?? null
  const knownAction =
    action === null || state.dynamicFields.personnelActionTypes.some((type) => type.id === action)
  return {
    ...validateDynamicFieldSubtype(input),
    ...(knownAction ? {} : { personnelActionType: ['errorInvalid'] }),
  }
}

function renumber(tab: DynamicFieldTab): void {
  tab.subtypes
    .sort((a, b) => a.order - b.order)
    .forEach((subtype, order) => {
      subtype.order = order
    })
}

const historyKeys = ['title', 'code', 'active', 'personnelActionType'] as const

export const subtypeHandlers = {
  createDynamicFieldSubtype: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const tab = state.dynamicFields.tabs.find((each) => each.id === body.tabId)
    if (!tab) return notFound('Tab not found')
    const errors = checkSubtype(state, body)
    if (Object.keys(errors).length) return invalid(errors)
    if (codeTaken(state.dynamicFields, tab.type, body.code, 'subtype')) {
      return conflict({ errorList: { code: ['errorUnique'] } })
    }
    const subtype: DynamicFieldSubtype = {
      id: state.random.uuid(),
      title: body.title.trim(),
      code: body.code,
      active: body.active ?? true,
      systemic: false,
      personnelActionType: body.personnelActionType ?? null,
      order: tab.subtypes.length,
      fields: [],
    }
    tab.subtypes.push(subtype)
    recordChange(context, {
      type: 'create',
      entity: 'dynamicFields',
      subtype: subtype.code,
      entityId: subtype.id,
      entityTitle: subtype.title,
      changes: changesOf(null, subtype, historyKeys),
    })
    return created(subtype.id)
  },

  updateDynamicFieldSubtype: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const place = findSubtype(state.dynamicFields, body.id)
    if (!place) return notFound('Subtype not found')
    const { subtype, tab } = place
    const errors = checkSubtype(state, body)
    // A systemic subtype keeps its code (the profile finds users_main_base and users_main_contacts by it).
    if (subtype.systemic && body.code !== subtype.code) errors.code = ['errorInvalid']
    if (Object.keys(errors).length) return invalid(errors)
    if (codeTaken(state.dynamicFields, tab.type, body.code, 'subtype', subtype.id)) {
      return conflict({ errorList: { code: ['errorUnique'] } })
    }
    const before = { ...subtype }
    subtype.title = body.title.trim()
    subtype.code = body.code
    if (body.personnelActionType !== undefined)
      subtype.personnelActionType = body.personnelActionType
    recordChange(context, {
      type: 'update',
      entity: 'dynamicFields',
      subtype: subtype.code,
      entityId: subtype.id,
      entityTitle: subtype.title,
      changes: changesOf(before, subtype, historyKeys),
    })
    return done()
  },

  deleteDynamicFieldSubtypes: (context) => {
    const { state, query } = context
    if (!isAdmin(context)) return forbidden()
    const places = query.ids.map((id) => findSubtype(state.dynamicFields, id))
    if (places.some((place) => !place)) return notFound('Subtype not found')
    // All or nothing: one systemic subtype keeps every one of them.
    if (places.some((place) => place?.subtype.systemic)) {
      return refused('systemic', 'Systemic subtypes cannot be deleted')
    }
    for (const place of places) {
      if (!place) continue
      place.tab.subtypes = place.tab.subtypes.filter((each) => each.id !== place.subtype.id)
      renumber(place.tab)
      recordChange(context, {
        type: 'delete',
        entity: 'dynamicFields',
        subtype: place.subtype.code,
        entityId: place.subtype.id,
        entityTitle: place.subtype.title,
      })
    }
    return done()
  },

  deleteDynamicFieldSubtype: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const place = findSubtype(state.dynamicFields, params.id)
    if (!place) return notFound('Subtype not found')
    if (place.subtype.systemic) return refused('systemic', 'Systemic subtypes cannot be deleted')
    place.tab.subtypes = place.tab.subtypes.filter((each) => each.id !== place.subtype.id)
    renumber(place.tab)
    recordChange(context, {
      type: 'delete',
      entity: 'dynamicFields',
      subtype: place.subtype.code,
      entityId: place.subtype.id,
      entityTitle: place.subtype.title,
    })
    return done()
  },

  setDynamicFieldSubtypeActive: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const place = findSubtype(state.dynamicFields, params.id)
    if (!place) return notFound('Subtype not found')
    const { subtype } = place
    if (subtype.active !== body.active) {
      subtype.active = body.active
      recordChange(context, {
        type: body.active ? 'enable' : 'disable',
        entity: 'dynamicFields',
        subtype: subtype.code,
        entityId: subtype.id,
        entityTitle: subtype.title,
        changes: [{ param: 'active', before: String(!body.active), after: String(body.active) }],
      })
    }
    return done()
  },
} satisfies Partial<Handlers>
