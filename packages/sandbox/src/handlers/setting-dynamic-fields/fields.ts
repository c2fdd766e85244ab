import { dynamicFieldFlags, fieldLocks, hasItems, isTypeChangeFlagged } from '@platform/forms'
import type { DynamicField, DynamicFieldInput, DynamicFieldSubtype, FieldItem } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import { findField, findSubtype } from '../../state/dynamic-fields'
import { conflict, created, done, forbidden, invalid, notFound, ok } from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'
import { checkField, codeTaken, shapeOf } from './validate'

const historyKeys = [
  'active',
  'title',
  'code',
  'subtype',
  'fieldType',
  'comment',
  'placeholder',
  'items',
  ...dynamicFieldFlags,
] as const

function buildItems(
  state: SandboxState,
  input: DynamicFieldInput,
  current?: DynamicField,
): FieldItem[] {
  if (!hasItems(input.fieldType)) return []
  return (input.items ?? [])
    .map((item, index) => ({
      id:
        current?.items.some((each) => each.id === item.id) && item.id
          ? item.id
          : state.random.uuid(),
      value: item.value.trim(),
      order: item.order ?? index,
      code: item.code ?? null,
    }))
    .sort((a, b) => a.order - b.order)
    .map((item, order) => ({ ...item, order }))
}

function renumber(subtype: DynamicFieldSubtype): void {
  subtype.fields
    .sort((a, b) => a.order - b.order)
    .forEach((field, order) => {
      field.order = order
    })
}

/**
 * What the field's access level forbids, by the same locks the modal shows: a read-only
 * field changes nothing, and otherwise neither its locked flags nor, where locked, its title,
 * activity, code and type may change.
 */
function forbiddenChange(current: DynamicField, next: DynamicField): string | undefined {
  const changed = (keys: readonly (keyof DynamicField)[]) =>
    keys.some((key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]))
  const locks = fieldLocks(current)
  if (locks.readOnly) return changed(historyKeys) ? 'The field is read-only' : undefined
  if (locks.code && changed(['code', 'fieldType']))
    return 'The code and type of this field cannot change'
  if (locks.title && changed(['title'])) return 'The title of this field is locked'
  if (locks.active && changed(['active'])) return 'The activity of this field is locked'
  return changed(locks.flags) ? 'These flags of this field are locked' : undefined
}

function fromInput(
  state: SandboxState,
  input: DynamicFieldInput,
  base: Pick<
    DynamicField,
    'id' | 'order' | 'valueCount' | 'systemic' | 'immutable' | 'actionsAccess'
  >,
  current?: DynamicField,
): DynamicField {
  return {
    ...base,
    ...shapeOf(input),
    active: input.active ?? current?.active ?? true,
    title: input.title.trim(),
    code: input.code,
    type: input.type,
    subtype: input.subtype,
    comment: input.comment ?? null,
    placeholder: input.placeholder ?? null,
    items: buildItems(state, input, current),
  }
}

export const fieldHandlers = {
  getDynamicField: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const place = findField(state.dynamicFields, params.id)
    return place ? ok(structuredClone(place.field)) : notFound('Field not found')
  },

  createDynamicField: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const target = findSubtype(state.dynamicFields, body.subtype)
    if (!target) return notFound('Subtype not found')
    const errors = checkField(body)
    if (target.tab.type !== body.type) errors.subtype = ['errorInvalid']
    if (Object.keys(errors).length) return invalid(errors)
    if (codeTaken(state.dynamicFields, body.type, body.code, 'field')) {
      return conflict({ errorList: { code: ['errorUnique'] } })
    }
    // A new field (also a copy) is the platform's ordinary field: not systemic, full access.
    const field = fromInput(state, body, {
      id: state.random.uuid(),
      order: target.subtype.fields.length,
      valueCount: 0,
      systemic: false,
      immutable: false,
      actionsAccess: 0,
    })
    target.subtype.fields.push(field)
    recordChange(context, {
      type: 'create',
      entity: 'dynamicFields',
      subtype: target.subtype.code,
      entityId: field.id,
      entityTitle: field.title,
      changes: changesOf(null, field, historyKeys),
    })
    return created(field.id)
  },

  updateDynamicField: (context) => {
    const { state, body, params } = context
    if (!isAdmin(context)) return forbidden()
    const place = findField(state.dynamicFields, params.id)
    if (!place) return notFound('Field not found')
    const target = findSubtype(state.dynamicFields, body.subtype)
    if (!target) return notFound('Subtype not found')
    const { field } = place
    const next = fromInput(state, body, field, field)
    const refusal = forbiddenChange(field, next)
    if (refusal) return forbidden({ accessError: true, message: refusal })
    const errors = checkField(body)
    if (target.tab.type !== field.type) errors.subtype = ['errorInvalid']
    if (body.type !== field.type) errors.type = ['errorInvalid']
    if (Object.keys(errors).length) return invalid(errors)
    if (codeTaken(state.dynamicFields, field.type, body.code, 'field', field.id)) {
      return conflict({ errorList: { code: ['errorUnique'] } })
    }
    // Changing the type of a field with values needs the administrator's confirmation.
    if (isTypeChangeFlagged(field, body.fieldType) && !body.force) {
      return conflict({
        reason: 'hasValues',
        errorList: { fieldType: ['errorInvalid'] },
        message: `Field has ${field.valueCount} values; send force=true to change its type`,
      })
    }
    if (next.fieldType !== field.fieldType) next.valueCount = 0
    const before = structuredClone(field)
    if (target.subtype.id !== place.subtype.id) {
      place.subtype.fields = place.subtype.fields.filter((each) => each.id !== field.id)
      renumber(place.subtype)
      next.order = target.subtype.fields.length
      target.subtype.fields.push(field)
    }
    Object.assign(field, next)
    recordChange(context, {
      type: 'update',
      entity: 'dynamicFields',
      subtype: target.subtype.code,
      entityId: field.id,
      entityTitle: field.title,
      changes: changesOf(before, field, historyKeys),
    })
    return done()
  },

  deleteDynamicField: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const place = findField(state.dynamicFields, params.id)
    if (!place) return notFound('Field not found')
    if (place.field.systemic || place.field.actionsAccess !== 0) {
      return forbidden({
        accessError: true,
        message: 'Systemic and locked fields cannot be deleted',
      })
    }
    place.subtype.fields = place.subtype.fields.filter((each) => each.id !== place.field.id)
    renumber(place.subtype)
    recordChange(context, {
      type: 'delete',
      entity: 'dynamicFields',
      subtype: place.subtype.code,
      entityId: place.field.id,
      entityTitle: place.field.title,
    })
    return done()
  },

  setDynamicFieldActive: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const place = findField(state.dynamicFields, params.id)
    if (!place) return notFound('Field not found')
    const { field } = place
    if (field.active === body.active) return done()
    if (field.actionsAccess === 1 || field.actionsAccess === 4) {
      return forbidden({ accessError: true, message: 'The activity of this field is locked' })
    }
    field.active = body.active
    recordChange(context, {
      type: body.active ? 'enable' : 'disable',
      entity: 'dynamicFields',
      subtype: place.subtype.code,
      entityId: field.id,
      entityTitle: field.title,
      changes: [{ param: 'active', before: String(!body.active), after: String(body.active) }],
    })
    return done()
  },
} satisfies Partial<Handlers>
