// Synchronisation runs of providers: what a run writes to the history, when the next one
// starts, and how a run in progress finishes.
import type { Provider, ProviderSync, ProviderType } from '@platform/sdk'
import type { Random } from '../seed/random'
import type { SandboxState } from '.'
import { type Account, fullName } from './core'
import { isUnreachable, periodMs, type StoredSyncHistoryEntry, type SyncRun } from './providers'

/** How long a run started from the screen takes, in the sandbox's clock. */
export const runDurationMs = 5_000

/** When the next scheduled run starts; null when off, unscheduled or prevented by an error. */
export function nextRunAt(sync: ProviderSync, from: number, failed: boolean): string | null {
  if (!sync.enabled || sync.periodAmount <= 0) return null
  if (failed && !sync.restartOnFailure) return null
  return new Date(from + sync.periodAmount * periodMs[sync.periodUnit]).toISOString()
}

function externalId(random: Random, type: ProviderType, account: Account): string {
  return type === 'keycloak' ? account.id : `emp-${random.digits(6)}`
}

/** Rows a run leaves in the history: some people updated or created, a few refused. */
export function runHistory(
  random: Random,
  accounts: Account[],
  run: { syncId: string; type: ProviderType; from: number; to: number; failed: boolean },
): StoredSyncHistoryEntry[] {
  const people = random.sample(accounts, Math.min(accounts.length, random.int(4, 9)))
  const rows = people.map((account) => {
    const name = fullName(account)
    const description = random.pick([
      `Пользователь ${name} обновлён`,
      `Пользователь ${name} обновлён`,
      `Пользователь ${name} создан`,
      `Пользователь ${name} заблокирован: отключён в источнике`,
      `Пользователь ${name} не создан: не заполнен email`,
      `Пользователь ${name} не обновлён: телефон уже зарегистрирован`,
    ])
    return {
      syncId: run.syncId,
      entityId: externalId(random, run.type, account),
      description,
      createdAt: new Date(random.int(run.from, run.to)).toISOString(),
    }
  })
  if (run.failed) {
    rows.push({
      syncId: run.syncId,
      entityId: 'sync',
      description: 'Синхронизация прервана: провайдер не ответил за 30 секунд',
      createdAt: new Date(run.to).toISOString(),
    })
  }
  return rows
}

/**
 * Starts every run the schedule has made due, as the platform's scheduler would: an enabled
 * sync of an enabled provider whose next-run time has come. With no enabled mapper there is
 * nothing to map, so the scheduler skips the run and tries again a period later.
 */
function startDueRuns(state: SandboxState, now: Date): void {
  const { providers } = state
  for (const provider of providers.providers) {
    for (const sync of provider.sync) {
      const due = sync.details.nextAt
      if (!provider.enabled || !sync.enabled || due === null) continue
      const at = Date.parse(due)
      if (at > now.getTime() || providers.runs.some((run) => run.syncId === sync.id)) continue
      const mapped = providers.mappers.some((mapper) => mapper.syncId === sync.id && mapper.enabled)
      if (!mapped) {
        sync.details.nextAt = nextRunAt(sync, now.getTime(), false)
        continue
      }
      Object.assign(sync.details, {
        status: 'process',
        createdAt: due,
        completedAt: null,
        nextAt: null,
      })
      providers.runs.push({
        syncId: sync.id,
        finishAt: new Date(at + runDurationMs).toISOString(),
        pending: null,
      })
    }
  }
}

/**
 * Starts the runs the schedule has made due and finishes every run whose time has come, as a
 * read after it would show.
 */
export function settleRuns(state: SandboxState, now: Date): void {
  startDueRuns(state, now)
  const { providers } = state
  const finished = providers.runs.filter((run) => Date.parse(run.finishAt) <= now.getTime())
  if (finished.length === 0) return
  providers.runs = providers.runs.filter((run) => !finished.includes(run))
  for (const run of finished) {
    const provider = providers.providers.find((candidate) =>
      candidate.sync.some((sync) => sync.id === run.syncId),
    )
    const sync = provider?.sync.find((candidate) => candidate.id === run.syncId)
    if (!provider || !sync) continue
    finishRun(state, provider, sync, run)
  }
}

function finishRun(
  state: SandboxState,
  provider: Provider,
  sync: ProviderSync,
  run: SyncRun,
): void {
  const { random } = state
  const failed = isUnreachable(provider.url)
  const to = Date.parse(run.finishAt)
  const from = Date.parse(sync.details.createdAt ?? run.finishAt)
  if (run.pending) Object.assign(sync, run.pending)
  state.providers.history.push(
    ...runHistory(random, state.core.accounts, {
      syncId: sync.id,
      type: provider.type,
      from,
      to,
      failed,
    }),
  )
  sync.details = {
    status: sync.enabled ? (failed ? 'error' : 'success') : 'disabled',
    success: failed ? random.int(0, 40) : random.int(120, 1500),
    error: failed ? random.int(1, 12) : random.int(0, 5),
    nextAt: nextRunAt(sync, to, failed),
    createdAt: sync.details.createdAt,
    completedAt: run.finishAt,
  }
}
