// The Synchronization tab: sync settings, starting a run, the sync history.
import { validateSyncSettings } from '@platform/forms'
import { type Provider, type ProviderSync, providerSyncHistorySortByValues } from '@platform/sdk'
import type { Context } from '../../contract'
import type { SandboxState } from '../../state'
import { nextRunAt, runDurationMs, settleRuns } from '../../state/provider-runs'
import { conflict, done, forbidden, invalid, notFound, ok, page } from '../reply'
import { changesOf, isAdmin, knownSort, recordChange } from '../setting-kit'

export function findSync(
  state: SandboxState,
  syncId: string,
): { provider: Provider; sync: ProviderSync } | undefined {
  for (const provider of state.providers.providers) {
    const sync = provider.sync.find((candidate) => candidate.id === syncId)
    if (sync) return { provider, sync }
  }
  return undefined
}

const settingParams = [
  'enabled',
  'restartOnFailure',
  'periodAmount',
  'periodUnit',
  'syncLimit',
] as const

export function updateProviderSync(context: Context<'updateProviderSync'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state, now } = context
  settleRuns(state, now)
  const provider = state.providers.providers.find((item) => item.id === context.params.id)
  const sync = provider?.sync.find((candidate) => candidate.id === context.params.syncId)
  if (!provider || !sync) return notFound('No such provider or synchronisation')
  const errors = validateSyncSettings(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  const settings = {
    enabled: body.enabled,
    restartOnFailure: body.restartOnFailure,
    periodAmount: body.periodAmount,
    periodUnit: body.periodUnit,
    syncLimit: body.syncLimit,
  }
  const before = { ...sync }
  const run = state.providers.runs.find((candidate) => candidate.syncId === sync.id)
  if (run) {
    // A run in progress finishes with the old values; the new ones apply after it.
    run.pending = settings
  } else {
    Object.assign(sync, settings)
    const { details } = sync
    if (!sync.enabled) Object.assign(details, { status: 'disabled', nextAt: null })
    else {
      if (details.status === 'disabled') details.status = 'await'
      const from = details.completedAt ? Date.parse(details.completedAt) : now.getTime()
      details.nextAt = nextRunAt(sync, Math.max(from, now.getTime()), details.status === 'error')
    }
  }
  recordChange(context, {
    type: 'update',
    entity: 'providers',
    subtype: sync.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: changesOf(before, { ...before, ...settings }, settingParams),
  })
  return done()
}

export function startProviderSync(context: Context<'startProviderSync'>) {
  if (!isAdmin(context)) return forbidden()
  const { state, now } = context
  settleRuns(state, now)
  const provider = state.providers.providers.find((item) => item.id === context.params.id)
  const sync = provider?.sync.find((candidate) => candidate.type === 'users') ?? provider?.sync[0]
  if (!provider || !sync) return notFound('No such provider')
  if (sync.details.status === 'process') return conflict({ error: 'syncInProgress' })
  if (!provider.enabled || !sync.enabled) return conflict({ error: 'providerDisabled' })
  const mappers = state.providers.mappers.filter(
    (mapper) => mapper.syncId === sync.id && mapper.enabled,
  )
  if (mappers.length === 0) return conflict({ error: 'mappersNotConfigured' })
  const before = sync.details.status
  Object.assign(sync.details, {
    status: 'process',
    createdAt: now.toISOString(),
    completedAt: null,
  })
  state.providers.runs.push({
    syncId: sync.id,
    finishAt: new Date(now.getTime() + runDurationMs).toISOString(),
    pending: null,
  })
  recordChange(context, {
    type: 'start',
    entity: 'providers',
    subtype: sync.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: [{ param: 'status', before, after: 'process' }],
  })
  return done()
}

export function listProviderSyncHistory(context: Context<'listProviderSyncHistory'>) {
  if (!isAdmin(context)) return forbidden()
  const { state, query } = context
  settleRuns(state, context.now)
  if (!findSync(state, context.params.syncId)) return notFound('No such synchronisation')
  const rows = state.providers.history
    .filter((row) => row.syncId === context.params.syncId)
    .map(({ syncId: _syncId, ...row }) => row)
  const { items, meta } = page(
    rows,
    { ...query, sortBy: knownSort(query.sortBy, providerSyncHistorySortByValues) },
    { sortBy: 'createdAt', sort: 'desc' },
  )
  return ok({ history: items, meta })
}
