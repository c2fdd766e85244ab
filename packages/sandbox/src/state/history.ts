import type { ChangeHistoryRow, ChangeHistoryType } from '@platform/sdk'
import type { Random } from '../seed/random'

/** The administration's history of changes. Seeded by the history area; every write adds rows. */
export interface HistoryState {
  rows: ChangeHistoryRow[]
  types: ChangeHistoryType[]
}

export type HistoryEntry = Omit<ChangeHistoryRow, 'id' | 'date'>

/** Records a change, newest first, as the history screen lists them. */
export function recordHistory(
  history: HistoryState,
  entry: HistoryEntry,
  at: Date,
  random: Pick<Random, 'uuid'>,
): ChangeHistoryRow {
  const row = { ...entry, id: random.uuid(), date: at.toISOString() } as ChangeHistoryRow
  history.rows.unshift(row)
  return row
}
