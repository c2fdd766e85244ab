// Small builders of typed replies. Each returns a literal status so the handler's reply is
// checked against the statuses the contract documents for that operation.
import type { ConflictReason, ErrorBody, FieldErrors, ListMeta } from '@platform/sdk'

export const ok = <T>(body: T) => ({ status: 200 as const, body })
export const created = (id: string) => ({ status: 201 as const, body: { id } })
export const done = () => ({ status: 204 as const, body: undefined })

export const invalid = (errorList: FieldErrors, extra: Omit<ErrorBody, 'errorList'> = {}) => ({
  status: 400 as const,
  body: { errorList, ...extra },
})
export const badRequest = (body: ErrorBody) => ({ status: 400 as const, body })
export const forbidden = (body: ErrorBody = { accessError: true }) => ({
  status: 403 as const,
  body,
})
export const notFound = (message = 'Not found') => ({ status: 404 as const, body: { message } })
export const directoryAccount = () => ({
  status: 405 as const,
  body: { message: 'The account is managed by a directory service' },
})
export const conflict = (body: ErrorBody) => ({ status: 409 as const, body })
/** A limit is reached: a 429 that says in `Retry-After` how many seconds to wait. */
export const tooMany = (retryAfter: number, message = 'Too many requests') => ({
  status: 429 as const,
  body: { message },
  headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfter))) },
})
/** Seconds until the day of `now` (UTC, as the daily limits count) is over. */
export const secondsToTomorrow = (now: Date) =>
  (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000
export const refused = (reason: ConflictReason, message: string) => conflict({ reason, message })

export interface PageQuery {
  page?: number
  limit?: number
  sortBy?: string
  sort?: 'asc' | 'desc'
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return String(a).localeCompare(String(b), 'ru')
}

/**
 * Sorts and pages a filtered list the way every list call does: `page` from 1, `limit`
 * (default 20), `sortBy` any member of the rows (`defaultSortBy` otherwise), `sort`.
 */
export function page<T>(
  rows: readonly T[],
  query: PageQuery,
  defaults: { sortBy: keyof T & string; sort: 'asc' | 'desc' },
): { items: T[]; meta: ListMeta } {
  const sortBy = (query.sortBy ?? defaults.sortBy) as keyof T & string
  const sort = query.sort ?? defaults.sort
  const limit = Math.min(Math.max(query.limit ?? 20, 1), 1000)
  const pageNumber = Math.max(query.page ?? 1, 1)
  const sorted = [...rows].sort((a, b) => {
    const order = compare(a[sortBy], b[sortBy])
    return sort === 'asc' ? order : -order
  })
  return {
    items: sorted.slice((pageNumber - 1) * limit, pageNumber * limit),
    meta: { page: pageNumber, limit, total: rows.length, sortBy, sort },
  }
}

/** Case-insensitive match of a search text against any of the given values. */
export function matches(search: string | undefined, ...values: (string | null | undefined)[]) {
  if (!search) return true
  const needle = search.toLocaleLowerCase('ru')
  return values.some((value) => value?.toLocaleLowerCase('ru').includes(needle))
}

/** Look-ups: `ids` returns exactly those entries; otherwise up to `limit` matches. */
export function lookup<T extends { id: string }>(
  rows: readonly T[],
  query: { searchValue?: string; ids?: string[] },
  text: (row: T) => (string | null | undefined)[],
  limit = 50,
): T[] {
  if (query.ids?.length) return rows.filter((row) => query.ids?.includes(row.id))
  return rows.filter((row) => matches(query.searchValue, ...text(row))).slice(0, limit)
}
