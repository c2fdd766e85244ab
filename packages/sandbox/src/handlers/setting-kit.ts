// Helpers shared by the administration areas: who may call, history rows of a change, and
// the filters, pages and files of their lists.
import type { ChangeHistoryChange, FieldErrors, ListMeta } from '@platform/sdk'
import { requestIp } from '../http/client-ip'
import type { SandboxState, SignedIn } from '../state'
import { fullName } from '../state/core'
import { type HistoryEntry, recordHistory } from '../state/history'
import { invalid, type PageQuery, page } from './reply'

/** Administration calls are for platform administrators; the handler answers 403 otherwise. */
export function isAdmin(call: { session: SignedIn }): boolean {
  return call.session.account.admin
}

/** A value of a history change, as text (JSON for lists and objects). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The parameters whose values differ between two versions of an entity. */
export function changesOf<T extends object>(
  before: T | null,
  after: T | null,
  params: readonly (keyof T & string)[],
): ChangeHistoryChange[] {
  return params
    .map((param) => ({
      param,
      before: before ? asText(before[param]) : null,
      after: after ? asText(after[param]) : null,
    }))
    .filter((change) => change.before !== change.after)
}

/** What an administration handler's context holds, as far as the helpers go. */
export interface AdminCall {
  state: SandboxState
  session: SignedIn
  request: Request
  now: Date
}

type Entry = Pick<HistoryEntry, 'type' | 'entity'> & Partial<HistoryEntry>

/** Writes the history row of an administrator's change. */
export function recordChange(context: AdminCall, entry: Entry): void {
  const { account } = context.session
  recordHistory(
    context.state.history,
    {
      ip: requestIp(context.request),
      changer: { id: account.id, fio: fullName(account) },
      subtype: null,
      entityId: null,
      entityTitle: null,
      changes: [],
      ...entry,
    },
    context.now,
    context.state.random,
  )
}

/** `errorInvalid` on the query member when its value is not one of the contract's. */
export function checkEnum(
  errors: FieldErrors,
  field: string,
  value: unknown,
  values: readonly unknown[],
): void {
  if (value !== undefined && !values.includes(value)) errors[field] = ['errorInvalid']
}

/** A 400 for malformed filters, or undefined when there is none. */
export function filterErrors(errors: FieldErrors) {
  return Object.keys(errors).length > 0 ? invalid(errors) : undefined
}

/**
 * Pages rows by columns that are not plain members (a nested name, a rank): each row is
 * sorted by `keyOf(row, column)`.
 */
export function pageBy<T, C extends string>(
  rows: readonly T[],
  query: PageQuery,
  defaults: { sortBy: C; sort: 'asc' | 'desc' },
  keyOf: (row: T, column: string) => unknown,
): { items: T[]; meta: ListMeta } {
  const column = query.sortBy ?? defaults.sortBy
  const keyed = rows.map((row) => ({ row, key: keyOf(row, column) }))
  const result = page(keyed, { ...query, sortBy: 'key' }, { sortBy: 'key', sort: defaults.sort })
  return {
    items: result.items.map((item) => item.row),
    meta: { ...result.meta, sortBy: column },
  }
}

/** Milliseconds of the start of a `YYYY-MM-DD` day (UTC). */
export function dayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`)
}

/** Milliseconds of the end of a `YYYY-MM-DD` day (UTC). */
export function dayEnd(date: string): number {
  return Date.parse(`${date}T23:59:59.999Z`)
}

/** `errorInvalid` for a malformed day, `errorDateOrder` on `dateTo` before `dateFrom`. */
export function checkDays(
  errors: FieldErrors,
  range: { from?: string; to?: string },
  keys: { from: string; to: string },
): void {
  const malformed = (value?: string) => value !== undefined && Number.isNaN(dayStart(value))
  if (malformed(range.from)) errors[keys.from] = ['errorInvalid']
  if (malformed(range.to)) errors[keys.to] = ['errorInvalid']
  if (range.from && range.to && dayEnd(range.to) < dayStart(range.from)) {
    errors[keys.to] = ['errorDateOrder']
  }
}

/** A file download: the body and the header that names the file. */
export function file(blob: Blob, filename: string) {
  return {
    status: 200 as const,
    body: blob,
    headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
  }
}

/** The sort column when the contract knows it; lists without a 400 fall back to their default. */
export function knownSort<T extends string>(
  sortBy: string | undefined,
  values: readonly T[],
): T | undefined {
  return values.find((value) => value === sortBy)
}
