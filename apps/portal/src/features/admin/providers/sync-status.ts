import type { ProviderSyncDetails, SyncStatus } from '@platform/sdk'
import type { StatusBadgeVariant } from '@platform/ui'

/** What the next-run line of a synchronisation says. */
export type NextRun =
  /** The last run failed: the next one is prevented, whatever time was planned. */
  | { kind: 'prevented' }
  /** Synchronisation is switched off. */
  | { kind: 'off' }
  /** A run is in progress; the next one is planned when it ends. */
  | { kind: 'afterRun' }
  | { kind: 'at'; at: string }
  /** On, but no run is planned (a period of 0). */
  | { kind: 'unplanned' }

/** How long a run took, in whole days, hours and minutes. */
export interface WorkTime {
  days: number
  hours: number
  minutes: number
}

export interface SyncStatusView {
  status: SyncStatus
  /** The badge of the status. */
  tone: StatusBadgeVariant
  next: NextRun
  /** When the last run started, if one ever did. */
  startedAt: string | null
  /** When the last run ended; null before the first run and while one is in progress. */
  completedAt: string | null
  /** The last finished run's work time. */
  workTime: WorkTime | null
  /** Entities the last run synchronised and those it failed on. */
  counts: { success: number; error: number } | null
  /** A run is in progress: the screen shows it as of the last refresh. */
  isRunning: boolean
}

const tones: Record<SyncStatus, StatusBadgeVariant> = {
  disabled: 'disabled',
  await: 'info',
  process: 'info',
  success: 'success',
  error: 'error',
}

const minute = 60_000

/** The time from `from` to `to` in days, hours and minutes; null when either is unknown. */
export function workTimeOf(from: string | null, to: string | null): WorkTime | null {
  if (!from || !to) return null
  const span = Date.parse(to) - Date.parse(from)
  if (!Number.isFinite(span) || span < 0) return null
  const total = Math.floor(span / minute)
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  }
}

function nextRunOf(details: ProviderSyncDetails): NextRun {
  switch (details.status) {
    case 'error':
      return { kind: 'prevented' }
    case 'disabled':
      return { kind: 'off' }
    case 'process':
      return { kind: 'afterRun' }
    default:
      return details.nextAt ? { kind: 'at', at: details.nextAt } : { kind: 'unplanned' }
  }
}

/** How the users tab presents the state of a synchronisation. */
export function syncStatusView(details: ProviderSyncDetails): SyncStatusView {
  const isRunning = details.status === 'process'
  const completedAt = isRunning ? null : details.completedAt
  return {
    status: details.status,
    tone: tones[details.status],
    next: nextRunOf(details),
    startedAt: details.createdAt,
    completedAt,
    workTime: workTimeOf(details.createdAt, completedAt),
    counts:
      details.success === null || details.error === null
        ? null
        : { success: details.success, error: details.error },
    isRunning,
  }
}
