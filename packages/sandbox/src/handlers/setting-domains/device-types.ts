import { validateDeviceType } from '@platform/forms'
import type { DeviceType, DeviceTypeInput, FieldErrors } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import {
  conflict,
  created,
  done,
  forbidden,
  invalid,
  lookup,
  matches,
  notFound,
  ok,
  page,
  refused,
} from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'

/** A 400 for the form, or a 409 when the code is taken. */
function checkDeviceType(
  state: SandboxState,
  input: DeviceTypeInput,
  self?: DeviceType,
): { invalid: FieldErrors; taken: FieldErrors } {
  const invalidErrors = validateDeviceType(input)
  const lower = input.code?.toLowerCase()
  const used = state.domains.deviceTypes.some(
    (type) => type.id !== self?.id && type.code.toLowerCase() === lower,
  )
  return { invalid: invalidErrors, taken: used ? { code: ['errorUnique'] } : {} }
}

export const deviceTypeHandlers = {
  listDeviceTypes: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const rows = state.domains.deviceTypes.filter((type) =>
      matches(query.search, type.name, type.code),
    )
    const { items, meta } = page(rows, query, { sortBy: 'name', sort: 'asc' })
    return ok({ devicesTypes: items.map((type) => ({ ...type })), meta })
  },

  createDeviceType: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const check = checkDeviceType(state, body)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const type: DeviceType = { id: state.random.uuid(), name: body.name.trim(), code: body.code }
    state.domains.deviceTypes.push(type)
    recordChange(context, {
      type: 'create',
      entity: 'devicesTypes',
      entityId: type.id,
      entityTitle: type.name,
      changes: changesOf(null, type, ['name', 'code']),
    })
    return created(type.id)
  },

  updateDeviceType: (context) => {
    const { state, body, params } = context
    if (!isAdmin(context)) return forbidden()
    const type = state.domains.deviceTypes.find((each) => each.id === params.id)
    if (!type) return notFound('Device type not found')
    const check = checkDeviceType(state, body, type)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const before = { ...type }
    type.name = body.name.trim()
    type.code = body.code
    recordChange(context, {
      type: 'update',
      entity: 'devicesTypes',
      entityId: type.id,
      entityTitle: type.name,
      changes: changesOf(before, type, ['name', 'code']),
    })
    return done()
  },

  deleteDeviceType: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const type = state.domains.deviceTypes.find((each) => each.id === params.id)
    if (!type) return notFound('Device type not found')
    const used = state.domains.items.some((domain) =>
      domain.devicesIdAttributes.some((entry) => entry.deviceTypeId === type.id),
    )
    if (used) return refused('inUse', 'The device type is used by a domain')
    state.domains.deviceTypes = state.domains.deviceTypes.filter((each) => each.id !== type.id)
    recordChange(context, {
      type: 'delete',
      entity: 'devicesTypes',
      entityId: type.id,
      entityTitle: type.name,
    })
    return done()
  },

  searchDeviceTypes: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const found = lookup(state.domains.deviceTypes, query, (type) => [type.name, type.code])
    return ok({ devicesTypes: found.map(({ id, code, name }) => ({ id, code, name })) })
  },
} satisfies Partial<Handlers>
