import type { Mapper, Provider, ProviderSyncHistoryEntry, ProviderSyncInput } from '@platform/sdk'

/** A mapper and the synchronisation entry it belongs to. */
export interface StoredMapper extends Mapper {
  syncId: string
}

/** A row of a synchronisation's history. */
export interface StoredSyncHistoryEntry extends ProviderSyncHistoryEntry {
  syncId: string
}

/** A run in progress: it finishes on the first read after `finishAt`. */
export interface SyncRun {
  syncId: string
  finishAt: string
  /** Settings saved during the run; they apply when it finishes. */
  pending: ProviderSyncInput | null
}

/** Owned by the providers area. */
export interface ProvidersState {
  providers: Provider[]
  mappers: StoredMapper[]
  history: StoredSyncHistoryEntry[]
  runs: SyncRun[]
}

/** A host the sandbox's network never reaches: the connection check and runs fail on it. */
export function isUnreachable(url: string): boolean {
  const host = URL.canParse(url) ? new URL(url).hostname : ''
  return host.startsWith('unreachable.') || host.endsWith('.invalid')
}

export const periodMs = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const
