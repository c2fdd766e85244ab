// Helpers the administration areas of this helper share: who may call, and history rows.
import type { ChangeHistoryChange } from '@platform/sdk'
import type { SandboxState, SignedIn } from '../../state'
import { fullName } from '../../state/core'
import { type HistoryEntry, recordHistory } from '../../state/history'

export interface AdminCall {
  state: SandboxState
  session: SignedIn
  now: Date
  request: Request
}

/** Administration calls are for platform administrators; others get 403. */
export function isAdmin(call: Pick<AdminCall, 'session'>): boolean {
  return call.session.account.admin
}

function requestIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('X-Real-IP') || '127.0.0.1'
}

/** A value of a history change as text: JSON for lists and objects. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The parameters that differ between two versions of an entity. */
export function changesOf<T extends object>(
  before: T | null,
  after: T | null,
  keys: readonly (keyof T & string)[],
): ChangeHistoryChange[] {
  return keys
    .map((param) => ({ param, before: asText(before?.[param]), after: asText(after?.[param]) }))
    .filter((change) => change.before !== change.after)
}

type Entry = Pick<HistoryEntry, 'type' | 'entity'> & Partial<HistoryEntry>

/** Adds a row to the history of changes, made by the signed-in administrator. */
export function recordChange(call: AdminCall, entry: Entry): void {
  const { account } = call.session
  recordHistory(
    call.state.history,
    {
      ip: requestIp(call.request),
      changer: { id: account.id, fio: fullName(account) },
      subtype: null,
      entityId: null,
      entityTitle: null,
      changes: [],
      ...entry,
    },
    call.now,
    call.state.random,
  )
}
