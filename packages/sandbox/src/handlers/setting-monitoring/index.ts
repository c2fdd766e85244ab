import {
  type FieldErrors,
  type HealthIndicator,
  healthStatusValues,
  type MonitoringRow,
  monitoringSortByValues,
} from '@platform/sdk'
import type { Context, Handlers } from '../../contract'
import { checkError, checkInfo, kindOfKey } from '../../seed/monitoring'
import type { SandboxState, SignedIn } from '../../state'
import { type NotifyAccess, notifyAccessOf } from '../../state/core'
import { forbidden, matches, ok } from '../reply'
import { checkEnum, file, filterErrors, isAdmin, pageBy } from '../setting-kit'
import { type Cell, workbook } from './xlsx'

/**
 * Each header indicator is read only with its own access flag (monitoringNotifyAccess,
 * diagnosticsNotifyAccess, diagnosticsApplicationsNotifyAccess).
 */
function noIndicatorAccess(session: SignedIn, indicator: keyof NotifyAccess) {
  return notifyAccessOf(session.account)[indicator] ? undefined : forbidden({ accessError: true })
}

function indicator(down: number, total: number, checkedAt: string | null): HealthIndicator {
  return { status: down > 0 ? 'down' : 'up', down, total, checkedAt }
}

type MonitoringQuery = Context<'listMonitoring'>['query']

/** The checks matching the filters, or the 400 of malformed ones. */
function selectChecks(state: SandboxState, query: MonitoringQuery) {
  const errors: FieldErrors = {}
  checkEnum(errors, 'sortBy', query.sortBy, monitoringSortByValues)
  checkEnum(errors, 'status', query.status, healthStatusValues)
  const malformed = filterErrors(errors)
  if (malformed) return { malformed, rows: [] }
  const rows = state.monitoring.checks.filter(
    (check) =>
      (!query.applications?.length || query.applications.includes(check.application)) &&
      (!query.status || check.status === query.status) &&
      matches(query.key, check.key),
  )
  return { malformed: undefined, rows }
}

/** In the screen's order: `status` descending (down first) unless another column is asked. */
function sortChecks(rows: MonitoringRow[], query: MonitoringQuery) {
  return pageBy(rows, query, { sortBy: 'status', sort: 'desc' }, (row, column) =>
    column === 'status' ? Number(row.status === 'down') : row[column as keyof MonitoringRow],
  )
}

function listChecks(context: Pick<Context<'listMonitoring'>, 'query' | 'state' | 'session'>) {
  if (!isAdmin(context)) return forbidden()
  const { malformed, rows } = selectChecks(context.state, context.query)
  if (malformed) return malformed
  const { items, meta } = sortChecks(rows, context.query)
  return ok({ monitoring: items, meta })
}

/** Runs every check again: some failures clear, some new ones appear, counters move on. */
function recomputeChecks(state: SandboxState, now: Date): void {
  const { random } = state
  for (const check of state.monitoring.checks) {
    const kind = kindOfKey(check.key)
    if (check.status === 'down' && random.chance(0.4)) {
      check.status = 'up'
      check.stuckCounter = 0
    } else if (check.status === 'down') {
      check.stuckCounter += 1
    } else if (random.chance(0.05)) {
      check.status = 'down'
      check.stuckCounter = 1
      check.errorAt = now.toISOString()
      check.lastError = checkError(random, kind)
    }
    check.info = checkInfo(random, kind, check.status === 'down')
  }
  state.monitoring.checkedAt = now.toISOString()
}

/** Asks every application for its version again. */
function recomputeVersions(state: SandboxState, now: Date): void {
  const { random } = state
  for (const row of state.monitoring.versions) {
    const answers = row.status === 'down' ? random.chance(0.5) : !random.chance(0.03)
    if (!answers) {
      Object.assign(row, {
        status: 'down',
        version: null,
        message: 'Сервис не ответил за 10 секунд',
      })
      continue
    }
    row.status = 'up'
    row.version ??= row.recommendedVersion ?? '1.0.0'
    const outdated = row.recommendedVersion !== null && row.version !== row.recommendedVersion
    row.message = outdated ? `Рекомендуется обновить до версии ${row.recommendedVersion}` : null
  }
  state.monitoring.diagnosedAt = now.toISOString()
}

function listVersions(
  context: Pick<Context<'listDiagnosticsVersions'>, 'query' | 'state' | 'session'>,
) {
  if (!isAdmin(context)) return forbidden()
  const { query } = context
  const errors: FieldErrors = {}
  checkEnum(errors, 'status', query.status, healthStatusValues)
  const malformed = filterErrors(errors)
  if (malformed) return malformed
  return ok({
    versions: context.state.monitoring.versions.filter(
      (row) =>
        matches(query.application, row.application) &&
        (!query.status || row.status === query.status),
    ),
  })
}

const headers: Record<'ru' | 'en', string[]> = {
  ru: [
    'Ключ',
    'Приложение',
    'Описание',
    'Статус',
    'Информация',
    'Счётчик зависаний',
    'Время ошибки',
    'Последняя ошибка',
    'Критичность',
  ],
  en: [
    'Key',
    'Application',
    'Description',
    'Status',
    'Info',
    'Stuck counter',
    'Error time',
    'Last error',
    'Criticality',
  ],
}

/** DD.MM.YYYY HH:mm (UTC), as the screens show moments. */
function moment(value: string | null): string | null {
  if (!value) return null
  const [date = '', time = ''] = value.split('T')
  const [year, month, day] = date.split('-')
  return `${day}.${month}.${year} ${time.slice(0, 5)}`
}

export const settingMonitoringHandlers = {
  getMonitoringStatus: (context) => {
    const denied = noIndicatorAccess(context.session, 'monitoring')
    if (denied) return denied
    const { checks, checkedAt } = context.state.monitoring
    const down = checks.filter((check) => check.status === 'down').length
    return ok(indicator(down, checks.length, checkedAt))
  },
  getDiagnosticsStatus: (context) => {
    const denied = noIndicatorAccess(context.session, 'diagnostics')
    if (denied) return denied
    const { versions, diagnosedAt } = context.state.monitoring
    const down = versions.filter((row) => row.status === 'down').length
    return ok(indicator(down, versions.length, diagnosedAt))
  },
  getDiagnosticsApplicationsStatus: (context) => {
    const denied = noIndicatorAccess(context.session, 'applications')
    if (denied) return denied
    const { versions, diagnosedAt } = context.state.monitoring
    const outdated = versions.filter(
      (row) =>
        row.version !== null &&
        row.recommendedVersion !== null &&
        row.version !== row.recommendedVersion,
    ).length
    return ok(indicator(outdated, versions.length, diagnosedAt))
  },
  listMonitoringApplications: (context) => {
    if (!isAdmin(context)) return forbidden()
    return ok({ applications: context.state.monitoring.applications })
  },
  listMonitoring: listChecks,
  refreshMonitoring: (context) => {
    if (!isAdmin(context)) return forbidden()
    recomputeChecks(context.state, context.now)
    return listChecks(context)
  },
  downloadMonitoringXlsx: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { state } = context
    const { malformed, rows } = selectChecks(state, context.query)
    if (malformed) return malformed
    // The export has no paging: one page as long as the whole selection.
    const sorted = sortChecks(rows, { ...context.query, page: 1, limit: rows.length || 1 }).items
    const titles = new Map(state.monitoring.applications.map((app) => [app.code, app.title]))
    const table: Cell[][] = [
      headers[context.locale],
      ...sorted.map((row) => [
        row.key,
        titles.get(row.application) ?? row.application,
        row.description,
        row.status,
        row.info,
        row.stuckCounter,
        moment(row.errorAt),
        row.lastError,
        row.critical,
      ]),
    ]
    return file(
      workbook(context.locale === 'en' ? 'Monitoring' : 'Мониторинг', table, context.now),
      'monitoring.xlsx',
    )
  },
  listDiagnosticsVersions: listVersions,
  refreshDiagnostics: (context) => {
    if (!isAdmin(context)) return forbidden()
    recomputeVersions(context.state, context.now)
    return listVersions(context)
  },
} satisfies Partial<Handlers>
