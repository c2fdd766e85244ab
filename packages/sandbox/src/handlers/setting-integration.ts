import {
  type FieldErrors,
  integrationRecordSortByValues,
  integrationRecordStatusValues,
  integrationSyncSortByValues,
  syncEntityValues,
} from '@platform/sdk'
import type { Handlers } from '../contract'
import { integrationRecord } from '../seed/integration'
import type { SandboxState } from '../state'
import type { StoredIntegrationRecord } from '../state/integration'
import { syncEntityNames } from '../state/integration'
import { conflict, done, forbidden, matches, notFound, ok, page } from './reply'
import { checkEnum, file, filterErrors, isAdmin, recordChange } from './setting-kit'

/** How long a full synchronisation started from the screen takes, in the sandbox's clock. */
const runDurationMs = 5_000
const previewLength = 200

/** Finishes the full synchronisations whose time has come; each leaves its exchanges. */
function settleRuns(state: SandboxState, now: Date): void {
  const { integration, random } = state
  const finished = integration.runs.filter((run) => Date.parse(run.finishAt) <= now.getTime())
  if (finished.length === 0) return
  integration.runs = integration.runs.filter((run) => !finished.includes(run))
  for (const run of finished) {
    const sync = integration.syncs.find((candidate) => candidate.id === run.syncId)
    if (!sync) continue
    const end = Date.parse(run.finishAt)
    sync.status = 'success'
    sync.lastSyncAt = run.finishAt
    for (let index = 0; index < 3; index += 1) {
      const at = end - runDurationMs + index * 1000
      integration.records.push(
        integrationRecord(random, state.core.accounts, sync.entity, 'success', at),
      )
    }
  }
}

function preview(payload: string | null): string | null {
  return payload === null ? null : payload.slice(0, previewLength)
}

function payloadFile(record: StoredIntegrationRecord | undefined, part: 'request' | 'response') {
  const payload = record?.[part]
  if (!record || payload === null || payload === undefined) {
    return notFound(`No recorded ${part} for this exchange`)
  }
  return file(
    new Blob([payload], { type: 'application/octet-stream' }),
    `${part}-${record.id}.${record.format}`,
  )
}

/** A moment filter: `errorInvalid` when malformed, `errorDateOrder` on the end before the start. */
function checkMoments(
  errors: FieldErrors,
  from: string | undefined,
  to: string | undefined,
  keys: [string, string],
) {
  const bad = (value?: string) => value !== undefined && Number.isNaN(Date.parse(value))
  if (bad(from)) errors[keys[0]] = ['errorInvalid']
  if (bad(to)) errors[keys[1]] = ['errorInvalid']
  if (from && to && Date.parse(to) < Date.parse(from)) errors[keys[1]] = ['errorDateOrder']
}

function within(value: string, from?: string, to?: string): boolean {
  const at = Date.parse(value)
  return (!from || at >= Date.parse(from)) && (!to || at <= Date.parse(to))
}

export const settingIntegrationHandlers = {
  listIntegrationRecords: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { query, state } = context
    settleRuns(state, context.now)
    const errors: FieldErrors = {}
    checkEnum(errors, 'sortBy', query.sortBy, integrationRecordSortByValues)
    checkEnum(errors, 'key', query.key, syncEntityValues)
    checkEnum(errors, 'status', query.status, integrationRecordStatusValues)
    checkMoments(errors, query.createdFrom, query.createdTo, ['createdFrom', 'createdTo'])
    checkMoments(errors, query.updatedFrom, query.updatedTo, ['updatedFrom', 'updatedTo'])
    const malformed = filterErrors(errors)
    if (malformed) return malformed
    const rows = state.integration.records.filter(
      (record) =>
        (!query.key || record.key === query.key) &&
        (!query.status || record.status === query.status) &&
        within(record.createdAt, query.createdFrom, query.createdTo) &&
        within(record.updatedAt, query.updatedFrom, query.updatedTo),
    )
    const { items, meta } = page(rows, query, { sortBy: 'updatedAt', sort: 'desc' })
    return ok({
      monitoring: items.map(({ format: _format, ...record }) => ({
        ...record,
        request: preview(record.request),
        response: preview(record.response),
      })),
      meta,
    })
  },
  searchIntegrationKeys: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { searchValue } = context.query
    return ok({
      keys: syncEntityValues.filter((key) =>
        matches(searchValue, key, syncEntityNames[key].ru, syncEntityNames[key].en),
      ),
    })
  },
  downloadIntegrationRequest: (context) => {
    if (!isAdmin(context)) return forbidden()
    const record = context.state.integration.records.find((item) => item.id === context.params.id)
    return payloadFile(record, 'request')
  },
  downloadIntegrationResponse: (context) => {
    if (!isAdmin(context)) return forbidden()
    const record = context.state.integration.records.find((item) => item.id === context.params.id)
    return payloadFile(record, 'response')
  },
  listIntegrationSyncs: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { query, state } = context
    settleRuns(state, context.now)
    const errors: FieldErrors = {}
    checkEnum(errors, 'sortBy', query.sortBy, integrationSyncSortByValues)
    const malformed = filterErrors(errors)
    if (malformed) return malformed
    const { items, meta } = page(state.integration.syncs, query, { sortBy: 'entity', sort: 'asc' })
    return ok({ synchronizations: items, meta })
  },
  setIntegrationSyncEnabled: (context) => {
    if (!isAdmin(context)) return forbidden()
    const sync = context.state.integration.syncs.find((item) => item.id === context.params.id)
    if (!sync) return notFound('No such synchronised entity')
    const before = sync.enabled
    sync.enabled = context.body.enabled
    recordChange(context, {
      type: sync.enabled ? 'enable' : 'disable',
      entity: 'integrationSynchronization',
      entityId: sync.id,
      entityTitle: syncEntityNames[sync.entity].ru,
      changes:
        before === sync.enabled
          ? []
          : [{ param: 'enabled', before: String(before), after: String(sync.enabled) }],
    })
    return done()
  },
  startIntegrationSync: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { state, now } = context
    settleRuns(state, now)
    const sync = state.integration.syncs.find((item) => item.id === context.params.id)
    if (!sync) return notFound('No such synchronised entity')
    if (sync.status === 'process') return conflict({ error: 'syncInProgress' })
    const before = sync.status
    sync.status = 'process'
    state.integration.runs.push({
      syncId: sync.id,
      finishAt: new Date(now.getTime() + runDurationMs).toISOString(),
    })
    recordChange(context, {
      type: 'start',
      entity: 'integrationSynchronization',
      entityId: sync.id,
      entityTitle: syncEntityNames[sync.entity].ru,
      changes: [{ param: 'status', before, after: 'process' }],
    })
    return done()
  },
} satisfies Partial<Handlers>
