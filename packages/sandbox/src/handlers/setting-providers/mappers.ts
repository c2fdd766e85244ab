// Mappers of a synchronisation: the sub-table, the mapper modal, the base mappers.
import { changeMapper, validateMapper } from '@platform/forms'
import {
  type MapperFieldCode,
  type MapperInput,
  mapperFieldCodeValues,
  mapperSortByValues,
} from '@platform/sdk'
import type { Context } from '../../contract'
import { baseMappersOf } from '../../seed/providers'
import type { SandboxState } from '../../state'
import { settleRuns } from '../../state/provider-runs'
import type { StoredMapper } from '../../state/providers'
import { conflict, created, done, forbidden, invalid, notFound, ok, page } from '../reply'
import { changesOf, isAdmin, knownSort, recordChange } from '../setting-kit'
import { findSync } from './sync'

const fieldTitles: Record<'ru' | 'en', Record<MapperFieldCode, string>> = {
  ru: {
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'Электронная почта',
    mobile: 'Мобильный телефон',
    login: 'Логин',
    enabled: 'Активен',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    mobile: 'Mobile phone',
    login: 'Login',
    enabled: 'Active',
  },
}

/** The stored form of a mapper: only the members its kind uses, attribute rows with ids. */
function shaped(state: SandboxState, body: MapperInput, previous?: StoredMapper) {
  const access = body.type === 'users-access'
  return {
    type: body.type,
    enabled: body.enabled,
    name: body.name.trim(),
    before: body.customAttributes ? null : (body.before ?? null),
    after: body.customAttributes || access ? null : (body.after ?? null),
    customAttributes: body.customAttributes,
    mappingType: body.mappingType,
    attributes: body.customAttributes
      ? (body.attributes ?? []).map((row) => ({
          id:
            row.id && previous?.attributes.some((kept) => kept.id === row.id)
              ? row.id
              : state.random.uuid(),
          attribute: row.attribute.trim(),
          value: row.value,
        }))
      : [],
    accessType: access ? (body.accessType ?? null) : null,
    accessIds: access ? [...new Set(body.accessIds ?? [])] : [],
  }
}

function nameTaken(state: SandboxState, syncId: string, name: string, except?: string): boolean {
  return state.providers.mappers.some(
    (mapper) => mapper.syncId === syncId && mapper.id !== except && mapper.name === name.trim(),
  )
}

const params = [
  'type',
  'enabled',
  'name',
  'before',
  'after',
  'customAttributes',
  'mappingType',
  'attributes',
  'accessType',
  'accessIds',
] as const

function record(
  context: Parameters<typeof recordChange>[0],
  type: string,
  before: StoredMapper | null,
  after: StoredMapper | null,
) {
  const mapper = after ?? before
  if (!mapper) return
  recordChange(context, {
    type,
    entity: 'mappers',
    subtype: mapper.type,
    entityId: mapper.id,
    entityTitle: mapper.name,
    changes: changesOf(before, after, params),
  })
}

export function listMappers(context: Context<'listMappers'>) {
  if (!isAdmin(context)) return forbidden()
  const { state, query } = context
  settleRuns(state, context.now)
  if (!findSync(state, context.params.syncId)) return notFound('No such synchronisation')
  const rows = state.providers.mappers
    .filter((mapper) => mapper.syncId === context.params.syncId)
    .map(({ syncId: _syncId, ...mapper }) => mapper)
  const { items, meta } = page(
    rows,
    { ...query, sortBy: knownSort(query.sortBy, mapperSortByValues) },
    { sortBy: 'name', sort: 'asc' },
  )
  return ok({ mappers: items, meta })
}

export function createMapper(context: Context<'createMapper'>) {
  if (!isAdmin(context)) return forbidden()
  const { state, body } = context
  const { syncId } = context.params
  if (!findSync(state, syncId)) return notFound('No such synchronisation')
  const errors = validateMapper(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (nameTaken(state, syncId, body.name)) return conflict({ errorList: { name: ['errorUnique'] } })
  const mapper: StoredMapper = { id: state.random.uuid(), syncId, ...shaped(state, body) }
  state.providers.mappers.push(mapper)
  record(context, 'create', null, mapper)
  return created(mapper.id)
}

export function updateMapper(context: Context<'updateMapper'>) {
  if (!isAdmin(context)) return forbidden()
  const { state, body } = context
  const mapper = state.providers.mappers.find((item) => item.id === context.params.id)
  if (!mapper) return notFound('No such mapper')
  const errors = validateMapper(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (nameTaken(state, mapper.syncId, body.name, mapper.id)) {
    return conflict({ errorList: { name: ['errorUnique'] } })
  }
  const before = structuredClone(mapper)
  // A new type or custom-attributes choice clears the old mapping before the new one is set.
  const cleared = changeMapper(mapper, { type: body.type, customAttributes: body.customAttributes })
  Object.assign(mapper, cleared, shaped(state, body, cleared))
  record(context, 'update', before, mapper)
  return done()
}

export function deleteMapper(context: Context<'deleteMapper'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const mapper = state.providers.mappers.find((item) => item.id === context.params.id)
  if (!mapper) return notFound('No such mapper')
  state.providers.mappers = state.providers.mappers.filter((item) => item !== mapper)
  record(context, 'delete', mapper, null)
  return done()
}

export function setMapperEnabled(context: Context<'setMapperEnabled'>) {
  if (!isAdmin(context)) return forbidden()
  const mapper = context.state.providers.mappers.find((item) => item.id === context.params.id)
  if (!mapper) return notFound('No such mapper')
  const before = structuredClone(mapper)
  mapper.enabled = context.body.enabled
  record(context, mapper.enabled ? 'enable' : 'disable', before, mapper)
  return done()
}

export function createBaseMappers(context: Context<'createBaseMappers'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const found = findSync(state, context.params.syncId)
  if (!found) return notFound('No such synchronisation')
  const { provider, sync } = found
  if (sync.baseMappers) return conflict({ message: 'Base mappers already exist' })
  // A mapper the administrator already named like a base one is kept as it is.
  const added = baseMappersOf(state.random, sync.id, provider.type).filter(
    (mapper) => !nameTaken(state, sync.id, mapper.name),
  )
  state.providers.mappers.push(...added)
  sync.baseMappers = true
  for (const mapper of added) record(context, 'create', null, mapper)
  return done()
}

export function listMapperFields(context: Context<'listMapperFields'>) {
  if (!isAdmin(context)) return forbidden()
  const titles = fieldTitles[context.locale]
  return ok({ fields: mapperFieldCodeValues.map((code) => ({ code, title: titles[code] })) })
}
