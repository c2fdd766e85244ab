import type { ChangeHistoryChange, ChangeHistoryRow, ChangeHistoryType } from '@platform/sdk'
import type { SandboxState } from '../state'
import { fullName } from '../state/core'
import type { HistoryState } from '../state/history'
import type { SeedContext } from './context'
import { quickUuid } from './fast-uuid'
import { historyTargets } from './history-targets'
import { createRandom, type Random } from './random'

/** The change types; the history handler translates the titles for English. */
const historyTypes: ChangeHistoryType[] = [
  { code: 'create', title: 'Создание' },
  { code: 'update', title: 'Изменение' },
  { code: 'delete', title: 'Удаление' },
  { code: 'enable', title: 'Включение' },
  { code: 'disable', title: 'Отключение' },
  { code: 'reorder', title: 'Изменение порядка' },
  { code: 'start', title: 'Запуск синхронизации' },
  { code: 'sync', title: 'Синхронизация' },
  { code: 'password', title: 'Смена пароля' },
  { code: 'avatar', title: 'Смена аватара' },
]

/** One parameter an entity's changes touch, with a source of plausible values. */
export interface HistoryParam {
  param: string
  value: (random: Random) => string
}

/** Something the seeded history changes: one record and the parameters it has. */
export interface HistoryTarget {
  entity: string
  subtype: string | null
  entityId: string | null
  entityTitle: string | null
  params: HistoryParam[]
  /** Change types that make sense for it (all the usual ones when absent). */
  types?: string[]
}

const usualTypes = ['create', 'update', 'update', 'update', 'update', 'enable', 'disable', 'delete']
const ips = [
  '192.168.10.27',
  '192.168.10.41',
  '192.168.12.5',
  '10.12.4.18',
  '10.12.4.77',
  '10.54.1.9',
  '172.16.3.120',
  '198.51.100.23',
  '203.0.113.10',
  '2001:db8:54::1a',
]

function changeRows(random: Random, target: HistoryTarget, type: string): ChangeHistoryChange[] {
  const some = () => random.sample(target.params, random.int(1, Math.min(3, target.params.length)))
  switch (type) {
    case 'create':
      return some().map(({ param, value }) => ({ param, before: null, after: value(random) }))
    case 'delete':
      return some().map(({ param, value }) => ({ param, before: value(random), after: null }))
    case 'enable':
    case 'disable':
      return [
        { param: 'enabled', before: String(type === 'disable'), after: String(type === 'enable') },
      ]
    case 'reorder': {
      const from = random.int(1, 12)
      return [
        { param: 'order', before: String(from), after: String(from + random.pick([-2, -1, 1, 3])) },
      ]
    }
    case 'password':
      return [{ param: 'password', before: '********', after: '********' }]
    case 'avatar':
      return [
        {
          param: 'avatar',
          before: random.chance(0.5) ? quickUuid(random) : null,
          after: quickUuid(random),
        },
      ]
    case 'start':
      return [
        { param: 'status', before: random.pick(['success', 'error', 'await']), after: 'process' },
      ]
    default:
      return some().map(({ param, value }) => {
        const before = value(random)
        let after = value(random)
        for (let attempt = 0; after === before && attempt < 3; attempt += 1) after = value(random)
        return { param, before, after: after === before ? `${after} (изм.)` : after }
      })
  }
}

interface Changer {
  id: string
  fio: string
}

function makeRow(
  random: Random,
  target: HistoryTarget,
  type: string,
  at: number,
  changers: Changer[],
): ChangeHistoryRow {
  // Synchronisation runs and a few scheduled setting changes are the platform's own.
  const platform = type === 'sync' || (target.entity === 'settings' && random.chance(0.1))
  const changer = platform ? null : random.chance(0.6) ? changers[0] : random.pick(changers)
  return {
    id: quickUuid(random),
    date: new Date(at).toISOString(),
    ip: platform ? null : random.pick(ips),
    changer: changer ?? null,
    type,
    entity: target.entity,
    subtype: target.subtype,
    entityId: target.entityId,
    entityTitle: target.entityTitle,
    changes: changeRows(random, target, type),
  }
}

/** Administrators who made the seeded changes: `admin` first, then a few colleagues. */
function changersOf(state: SandboxState): Changer[] {
  const admin = state.core.accounts.find((account) => account.login === 'admin')
  const others = state.core.accounts.filter((account) => !account.admin && account.enabled)
  return [...(admin ? [admin] : []), ...others.slice(5, 11)].map((account) => ({
    id: account.id,
    fio: fullName(account),
  }))
}

/** What a slice asked for; the rows are made from it when the history is first read. */
interface RowsSpec {
  seed: number
  now: Date
  changers: Changer[]
  targets: HistoryTarget[]
  count: number
}

const year = 365 * 86_400_000
const pendingSpecs = new WeakMap<HistoryState, RowsSpec[]>()

/** Every target and type first, then random ones, at random moments of the last year. */
function generate(spec: RowsSpec): ChangeHistoryRow[] {
  const random = createRandom(spec.seed)
  const { targets, changers, now } = spec
  const pairs = targets.flatMap((target) =>
    [...new Set(target.types ?? usualTypes)].map((type) => [target, type] as const),
  )
  const rows: ChangeHistoryRow[] = []
  for (let index = 0; index < spec.count; index += 1) {
    const pair = pairs[index]
    const target = pair ? pair[0] : random.pick(targets)
    const type = pair ? pair[1] : random.pick(target.types ?? usualTypes)
    const at = now.getTime() - random.int(60, year / 1000) * 1000
    rows.push(makeRow(random, target, type, at, changers))
  }
  return rows
}

// Plain comparison: ISO moments sort as text, and a collator is slow on thousands of rows.
const newestFirst = (a: ChangeHistoryRow, b: ChangeHistoryRow) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0

/**
 * Adds `count` rows about `targets`. Slices seeded after the history (providers,
 * integration, license) call it for their own records. Each call draws one seed, so the
 * rows are the same whenever they are made.
 */
export function seedHistoryRows(
  context: SeedContext,
  state: SandboxState,
  history: HistoryState,
  targets: HistoryTarget[],
  count: number,
): void {
  if (targets.length === 0) return
  const spec: RowsSpec = {
    seed: Math.floor(context.random.next() * 0x1_0000_0000),
    now: context.now,
    changers: changersOf(state),
    targets,
    count,
  }
  const pending = pendingSpecs.get(history)
  if (pending) pending.push(spec)
  else history.rows = [...history.rows, ...generate(spec)].sort(newestFirst)
}

export function seedHistory(context: SeedContext, state: SandboxState): HistoryState {
  let rows: ChangeHistoryRow[] | undefined
  const pending: RowsSpec[] = []
  const history: HistoryState = {
    types: historyTypes.map((type) => ({ ...type })),
    // A year of rows is made when the history is first read or written: most sandboxes of
    // the tests never touch it, and seeding stays fast.
    get rows() {
      if (!rows) {
        rows = pending.flatMap(generate).sort(newestFirst)
        pendingSpecs.delete(history)
      }
      return rows
    },
    set rows(value) {
      rows = value
      pendingSpecs.delete(history)
    },
  }
  pendingSpecs.set(history, pending)
  seedHistoryRows(context, state, history, historyTargets(state), 5200)
  return history
}
