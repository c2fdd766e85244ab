import { type KeptSearch, validateKeptSearch } from '../../routes/search'

/** Reads one search parameter; `undefined` drops a missing or malformed value. */
export type SearchParam<T> = (raw: unknown) => T | undefined

const maxText = 200
const sortColumn = /^[A-Za-z][\w.]{0,63}$/

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Built in UTC so no time zone can move the day: 2026-02-30 becomes March and is refused.
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

function asString(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw
  // The router parses `?page=2` as a number and `?id=123` too; filters want their text back.
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  return undefined
}

function asCount(raw: unknown): number | undefined {
  const value = typeof raw === 'string' ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined
}

/** The parsers a list's filters are made of. Bad values are dropped, never thrown. */
export const param = {
  /** Free text, trimmed; empty or longer than 200 characters is dropped. */
  text: ((raw) => {
    const value = asString(raw)?.trim()
    return value && value.length <= maxText ? value : undefined
  }) as SearchParam<string>,
  /** A whole number from 1. */
  int: asCount as SearchParam<number>,
  bool: ((raw) => {
    if (raw === true || raw === 'true') return true
    if (raw === false || raw === 'false') return false
    return undefined
  }) as SearchParam<boolean>,
  /** A calendar date `YYYY-MM-DD`, kept as text so it never shifts with the time zone. */
  isoDate: ((raw) => {
    const value = asString(raw)
    return value && isCalendarDate(value) ? value : undefined
  }) as SearchParam<string>,
  /** A page of a list: from 2 (the first page is the address without one). */
  page: ((raw) => {
    const value = asCount(raw)
    return value !== undefined && value > 1 ? value : undefined
  }) as SearchParam<number>,
  /** The column a list is sorted by. */
  column: ((raw) => {
    const value = asString(raw)
    return value && sortColumn.test(value) ? value : undefined
  }) as SearchParam<string>,
  /** A sort direction. */
  order: ((raw) => (raw === 'asc' || raw === 'desc' ? raw : undefined)) as SearchParam<
    'asc' | 'desc'
  >,
  /** One of a fixed list of values. */
  oneOf<const T extends string>(values: readonly T[]): SearchParam<T> {
    return (raw) => {
      const value = asString(raw)
      return value !== undefined && (values as readonly string[]).includes(value)
        ? (value as T)
        : undefined
    }
  },
  /** Several ids, as `?ids=a&ids=b` gives them or as one value. */
  ids: ((raw) => {
    const values = (Array.isArray(raw) ? raw : [raw]).map(asString)
    const kept = values.filter((value): value is string => !!value && value.length <= maxText)
    return kept.length ? kept : undefined
  }) as SearchParam<string[]>,
}

/** Paging and sorting that every list keeps in its address. */
export interface ListPaging {
  page?: number
  sort?: string
  order?: 'asc' | 'desc'
}

export type ListSearch<Filters extends Record<string, SearchParam<unknown>>> = KeptSearch &
  ListPaging & { [Key in keyof Filters]?: Exclude<ReturnType<Filters[Key]>, undefined> }

/** The names of a list's page and sort in the address, with an optional prefix. */
export function pagingKeys(prefix: string) {
  return prefix
    ? { page: `${prefix}Page`, sort: `${prefix}Sort`, order: `${prefix}Order` }
    : { page: 'page', sort: 'sort', order: 'order' }
}

/**
 * The parsers of a list's page and sort, under the names `useListState` gives them: `page`,
 * `sort` and `order`, or with a prefix (`sessionsPage`, …) for a second list of one page.
 */
export function pagingParams<const Prefix extends string>(prefix: Prefix) {
  const keys = pagingKeys(prefix)
  return {
    [keys.page]: param.page,
    [keys.sort]: param.column,
    [keys.order]: param.order,
  } as Record<Prefix extends '' ? 'page' : `${Prefix}Page`, SearchParam<number>> &
    Record<Prefix extends '' ? 'sort' : `${Prefix}Sort`, SearchParam<string>> &
    Record<Prefix extends '' ? 'order' : `${Prefix}Order`, SearchParam<'asc' | 'desc'>>
}

/**
 * A router `validateSearch` for a list: the kept parameters of every page, the page and the
 * sort, and the list's own filters. A filtered list then has an address that can be shared,
 * and Back and reload keep it.
 */
export function listSearch<const Filters extends Record<string, SearchParam<unknown>>>(
  filters: Filters,
): (raw: Record<string, unknown>) => ListSearch<Filters> {
  return (raw) => {
    const search: Record<string, unknown> = { ...validateKeptSearch(raw) }
    for (const [name, parse] of Object.entries({ ...pagingParams(''), ...filters })) {
      const value = parse(raw[name])
      if (value !== undefined) search[name] = value
    }
    return search as ListSearch<Filters>
  }
}
