// The whitelist and the blacklist: the same entries and rules, two lists.
import { validateSubnetEntry } from '@platform/forms'
import { type FieldErrors, type SubnetEntryInput, subnetEntrySortByValues } from '@platform/sdk'
import type { Context, OperationId } from '../../contract'
import type { ListsState, StoredSubnetEntry, SubnetListKind } from '../../state/lists'
import { presentEntry } from '../../state/lists'
import { created, done, forbidden, invalid, matches, notFound, ok, page } from '../reply'
import {
  changesOf,
  checkDays,
  checkEnum,
  dayEnd,
  dayStart,
  filterErrors,
  isAdmin,
  recordChange,
} from '../setting-kit'

/** The members the handlers use; both lists' contexts have this shape. */
type ListContext<K extends OperationId> = Pick<
  Context<K>,
  'params' | 'query' | 'body' | 'state' | 'session' | 'request' | 'now'
>

const params = ['enabled', 'ip', 'alias', 'dateFrom', 'dateTo', 'comment'] as const

function entryErrors(lists: ListsState, body: SubnetEntryInput): FieldErrors {
  const errors = validateSubnetEntry(body)
  if (body.alias && !lists.networkAliases.some((alias) => alias.id === body.alias)) {
    errors.alias = ['errorInvalid']
  }
  return errors
}

function titleOf(lists: ListsState, entry: StoredSubnetEntry): string | null {
  return presentEntry(lists, entry).aliasName ?? entry.ip
}

export function listEntries(context: ListContext<'listWhitelist'>, kind: SubnetListKind) {
  if (!isAdmin(context)) return forbidden()
  const { query, state } = context
  const errors: FieldErrors = {}
  checkEnum(errors, 'sortBy', query.sortBy, subnetEntrySortByValues)
  checkDays(errors, { from: query.dateFrom, to: query.dateTo }, { from: 'dateFrom', to: 'dateTo' })
  const malformed = filterErrors(errors)
  if (malformed) return malformed
  const from = query.dateFrom ? dayStart(query.dateFrom) : Number.NEGATIVE_INFINITY
  const to = query.dateTo ? dayEnd(query.dateTo) : Number.POSITIVE_INFINITY
  const rows = state.lists[kind]
    .map((entry) => ({ ...presentEntry(state.lists, entry), createdAt: entry.createdAt }))
    .filter((entry) => matches(query.search, entry.ip, entry.aliasName, entry.comment))
    .filter((entry) => {
      const start = entry.dateFrom ? Date.parse(entry.dateFrom) : Number.NEGATIVE_INFINITY
      const end = entry.dateTo ? Date.parse(entry.dateTo) : Number.POSITIVE_INFINITY
      return start <= to && end >= from
    })
  const { items, meta } = page(rows, query, { sortBy: 'createdAt', sort: 'desc' })
  return ok({ accesses: items.map(({ createdAt: _createdAt, ...entry }) => entry), meta })
}

export function createEntry(context: ListContext<'createWhitelistEntry'>, kind: SubnetListKind) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const errors = entryErrors(state.lists, body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  const entry: StoredSubnetEntry = {
    id: state.random.uuid(),
    enabled: body.enabled,
    ip: body.alias ? null : body.ip,
    alias: body.alias ?? null,
    dateFrom: body.dateFrom ?? null,
    dateTo: body.dateTo ?? null,
    comment: body.comment?.trim() || null,
    createdAt: context.now.toISOString(),
  }
  state.lists[kind].push(entry)
  recordChange(context, {
    type: 'create',
    entity: kind,
    entityId: entry.id,
    entityTitle: titleOf(state.lists, entry),
    changes: changesOf(null, entry, params),
  })
  return created(entry.id)
}

export function updateEntry(context: ListContext<'updateWhitelistEntry'>, kind: SubnetListKind) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const entry = state.lists[kind].find((candidate) => candidate.id === context.params.id)
  if (!entry) return notFound('No such list entry')
  const errors = entryErrors(state.lists, body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  const before = { ...entry }
  Object.assign(entry, {
    enabled: body.enabled,
    ip: body.alias ? null : body.ip,
    alias: body.alias ?? null,
    dateFrom: body.dateFrom ?? null,
    dateTo: body.dateTo ?? null,
    comment: body.comment?.trim() || null,
  })
  recordChange(context, {
    type: 'update',
    entity: kind,
    entityId: entry.id,
    entityTitle: titleOf(state.lists, entry),
    changes: changesOf(before, entry, params),
  })
  return done()
}

export function deleteEntry(context: ListContext<'deleteWhitelistEntry'>, kind: SubnetListKind) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const entry = state.lists[kind].find((candidate) => candidate.id === context.params.id)
  if (!entry) return notFound('No such list entry')
  state.lists[kind] = state.lists[kind].filter((candidate) => candidate !== entry)
  recordChange(context, {
    type: 'delete',
    entity: kind,
    entityId: entry.id,
    entityTitle: titleOf(state.lists, entry),
    changes: changesOf(entry, null, params),
  })
  return done()
}

export function setEntryEnabled(
  context: ListContext<'setWhitelistEntryEnabled'>,
  kind: SubnetListKind,
) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const entry = state.lists[kind].find((candidate) => candidate.id === context.params.id)
  if (!entry) return notFound('No such list entry')
  const before = { ...entry }
  entry.enabled = context.body.enabled
  recordChange(context, {
    type: entry.enabled ? 'enable' : 'disable',
    entity: kind,
    entityId: entry.id,
    entityTitle: titleOf(state.lists, entry),
    changes: changesOf(before, entry, ['enabled']),
  })
  return done()
}
