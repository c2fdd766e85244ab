import {
  type IntegrationRecordStatus,
  type IntegrationSync,
  type IntegrationSyncStatus,
  type SyncEntity,
  syncEntityValues,
} from '@platform/sdk'
import type { SandboxState } from '../state'
import type { Account } from '../state/core'
import type { IntegrationState, StoredIntegrationRecord } from '../state/integration'
import { syncEntityNames } from '../state/integration'
import type { SeedContext } from './context'
import { quickUuid } from './fast-uuid'
import { seedHistoryRows } from './history'
import { formatOf, requestPayload, responsePayload } from './integration-payloads'
import { createRandom, type Random } from './random'

const minute = 60_000
const day = 86_400_000

/** One exchange about an entity, started at `createdAt`. */
export function integrationRecord(
  random: Random,
  accounts: Account[],
  key: SyncEntity,
  status: IntegrationRecordStatus,
  createdAt: number,
): StoredIntegrationRecord {
  const format = formatOf(key)
  // A few failed exchanges never got as far as recording their request.
  const request =
    status === 'error' && random.chance(0.03) ? null : requestPayload(random, key, accounts)
  return {
    id: quickUuid(random),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(
      status === 'wait' ? createdAt : createdAt + random.int(1, 90) * 1000,
    ).toISOString(),
    key,
    status,
    request,
    response: responsePayload(random, status, format),
    format,
  }
}

const syncStates: Partial<Record<SyncEntity, [IntegrationSyncStatus, boolean]>> = {
  users: ['process', true],
  countries: ['error', true],
  positions: ['error', false],
  devicesTypes: ['await', false],
  personnelActionsAggs: ['await', true],
  subscribesSchedules: ['success', false],
  personnelRelationshipTypes: ['success', false],
}

function seedSyncs(random: Random, now: number): IntegrationSync[] {
  return syncEntityValues.map((entity) => {
    const [status, enabled] = syncStates[entity] ?? ['success', true]
    return {
      id: random.uuid(),
      entity,
      enabled,
      status,
      lastSyncAt:
        status === 'await'
          ? null
          : new Date(now - random.int(1, 30) * day + random.int(0, 600) * minute).toISOString(),
    }
  })
}

function seedRecords(random: Random, accounts: Account[], now: number) {
  const records: StoredIntegrationRecord[] = []
  // Every entity in every status first, then a month of traffic.
  for (const key of syncEntityValues) {
    for (const status of ['success', 'error', 'wait'] as const) {
      const at = now - random.int(1, 50) * minute
      records.push(integrationRecord(random, accounts, key, status, at))
    }
  }
  while (records.length < 1200) {
    const key = random.pick(syncEntityValues)
    const roll = random.next()
    const status: IntegrationRecordStatus = roll < 0.72 ? 'success' : roll < 0.9 ? 'error' : 'wait'
    const ago =
      status === 'wait' ? random.int(1, 120) * minute : random.int(1, 30 * 24 * 60) * minute
    records.push(integrationRecord(random, accounts, key, status, now - ago))
  }
  return records
}

export function seedIntegration(context: SeedContext, state: SandboxState): IntegrationState {
  const { random, now } = context
  // A copy of the people as they are now: the log is made later, when first read.
  const accounts = state.core.accounts.map((account) => ({ ...account }))
  const seed = Math.floor(random.next() * 0x1_0000_0000)
  let records: StoredIntegrationRecord[] | undefined
  const log = () => {
    records ??= seedRecords(createRandom(seed), accounts, now.getTime())
    return records
  }
  const syncs = seedSyncs(random, now.getTime())
  const running = syncs.filter((sync) => sync.status === 'process')
  seedHistoryRows(
    context,
    state,
    state.history,
    syncs.map((sync) => ({
      entity: 'integrationSynchronization',
      subtype: null,
      entityId: sync.id,
      entityTitle: syncEntityNames[sync.entity].ru,
      types: ['enable', 'disable', 'start', 'start'],
      params: [],
    })),
    90,
  )
  return {
    // A month of exchanges is made when the log is first read: most sandboxes never show it.
    get records() {
      return log()
    },
    set records(value) {
      records = value
    },
    syncs,
    // The seeded run is a long one: it is still going while the demo is looked at.
    runs: running.map((sync) => ({
      syncId: sync.id,
      finishAt: new Date(now.getTime() + 2 * 60 * minute).toISOString(),
    })),
  }
}
