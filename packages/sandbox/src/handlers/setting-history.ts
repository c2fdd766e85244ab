import { isUuid, isValidIp } from '@platform/forms'
import { type ChangeHistoryRow, changeHistorySortByValues, type FieldErrors } from '@platform/sdk'
import type { Handlers } from '../contract'
import { forbidden, matches, ok } from './reply'
import {
  checkDays,
  checkEnum,
  dayEnd,
  dayStart,
  filterErrors,
  isAdmin,
  pageBy,
} from './setting-kit'

const englishTypes: Record<string, string> = {
  create: 'Creation',
  update: 'Change',
  delete: 'Deletion',
  enable: 'Switched on',
  disable: 'Switched off',
  reorder: 'Reordering',
  start: 'Synchronisation start',
  sync: 'Synchronisation',
  password: 'Password change',
  avatar: 'Avatar change',
}

function searched(row: ChangeHistoryRow, search: string | undefined): boolean {
  if (!search) return true
  return (
    matches(search, row.entityTitle) ||
    row.changes.some((change) => matches(search, change.param, change.before, change.after))
  )
}

export const settingHistoryHandlers = {
  listHistory: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { query, state } = context
    const errors: FieldErrors = {}
    checkEnum(errors, 'sortBy', query.sortBy, changeHistorySortByValues)
    checkDays(
      errors,
      { from: query.dateFrom, to: query.dateTo },
      { from: 'dateFrom', to: 'dateTo' },
    )
    if (query.changer && !isUuid(query.changer)) errors.changer = ['errorInvalid']
    if (query.ip && !isValidIp(query.ip)) errors.ip = ['errorIp']
    const malformed = filterErrors(errors)
    if (malformed) return malformed
    const from = query.dateFrom ? dayStart(query.dateFrom) : Number.NEGATIVE_INFINITY
    const to = query.dateTo ? dayEnd(query.dateTo) : Number.POSITIVE_INFINITY
    const rows = state.history.rows.filter((row) => {
      const at = Date.parse(row.date)
      return (
        at >= from &&
        at <= to &&
        (!query.changer || row.changer?.id === query.changer) &&
        (!query.type || row.type === query.type) &&
        (!query.entity || row.entity === query.entity) &&
        (!query.subtype || row.subtype === query.subtype) &&
        (!query.ip || row.ip === query.ip) &&
        (!query.param || row.changes.some((change) => change.param === query.param)) &&
        searched(row, query.search)
      )
    })
    const { items, meta } = pageBy(rows, query, { sortBy: 'date', sort: 'desc' }, (row, column) =>
      column === 'changer' ? row.changer?.fio : row[column as keyof ChangeHistoryRow],
    )
    return ok({ history: items, meta })
  },
  listHistoryTypes: (context) => {
    if (!isAdmin(context)) return forbidden()
    const english = context.locale === 'en'
    return ok({
      types: context.state.history.types.map((type) => ({
        code: type.code,
        title: english ? (englishTypes[type.code] ?? type.title) : type.title,
      })),
    })
  },
} satisfies Partial<Handlers>
