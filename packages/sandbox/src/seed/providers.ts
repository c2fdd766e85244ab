import type {
  MapperAccessType,
  MapperFieldCode,
  Provider,
  ProviderSync,
  ProviderType,
  SyncStatus,
} from '@platform/sdk'
import type { SandboxState } from '../state'
import { nextRunAt, runHistory } from '../state/provider-runs'
import type { ProvidersState, StoredMapper } from '../state/providers'
import type { SeedContext } from './context'
import { seedHistoryRows } from './history'
import type { Random } from './random'

const minute = 60_000
const hour = 60 * minute

/** The provider attribute each platform field is read from, by provider type. */
const baseAttributes: Record<ProviderType, Record<MapperFieldCode, string>> = {
  keycloak: {
    firstName: 'firstName',
    lastName: 'lastName',
    email: 'email',
    mobile: 'mobile',
    login: 'username',
    enabled: 'enabled',
  },
  wapps: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    mobile: 'phone',
    login: 'login',
    enabled: 'active',
  },
}

interface ProviderSeed {
  type: ProviderType
  name: string
  realm: string
  url: string
  clientId: string
  enabled: boolean
  status: SyncStatus
  period: [amount: number, unit: ProviderSync['periodUnit']]
  baseMappers: boolean
  accessMappers: boolean
}

const seeds: ProviderSeed[] = [
  {
    type: 'keycloak',
    name: 'Corporate Keycloak',
    realm: 'corp',
    url: 'https://sso.example.ru',
    clientId: 'platform-sync',
    enabled: true,
    status: 'success',
    period: [6, 'hours'],
    baseMappers: true,
    accessMappers: true,
  },
  {
    type: 'wapps',
    name: 'WAPPS HR',
    realm: 'hr',
    url: 'https://wapps.example.ru/api',
    clientId: 'wapps_platform',
    enabled: true,
    status: 'error',
    period: [1, 'days'],
    baseMappers: true,
    accessMappers: false,
  },
  {
    type: 'keycloak',
    name: 'Keycloak Partners',
    realm: 'partners',
    url: 'https://partners-sso.example.ru',
    clientId: 'partners-sync',
    enabled: true,
    status: 'process',
    period: [12, 'hours'],
    baseMappers: true,
    accessMappers: true,
  },
  {
    type: 'wapps',
    name: 'WAPPS Филиалы',
    realm: 'branches',
    url: 'https://wapps-branches.example.ru/api',
    clientId: 'wapps_branches',
    enabled: true,
    status: 'await',
    period: [30, 'minutes'],
    baseMappers: false,
    accessMappers: true,
  },
  {
    type: 'keycloak',
    name: 'Keycloak Test',
    realm: 'test',
    url: 'https://unreachable.example.ru',
    clientId: 'test-client',
    enabled: false,
    status: 'disabled',
    period: [0, 'hours'],
    baseMappers: false,
    accessMappers: false,
  },
]

const secretAlphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789_-'

function clientSecret(random: Random): string {
  return Array.from({ length: 24 }, () => random.pick([...secretAlphabet])).join('')
}

/** The roles and methods an access mapper may grant: those the platform knows. */
interface AccessPools {
  role: string[]
  method: string[]
}

function accessPools(state: SandboxState): AccessPools {
  return {
    role: state.companies.roles.map((role) => role.roleId),
    method: state.applications.methods
      .filter((method) => method.accessType === 'systemic')
      .map((method) => method.id),
  }
}

function accessMappers(random: Random, syncId: string, pools: AccessPools): StoredMapper[] {
  const rows: [string, string, string, MapperAccessType, 'key' | 'value'][] = [
    ['accountingRoles', 'department', 'Бухгалтерия', 'role', 'value'],
    ['itMethods', 'group', 'ИТ-служба', 'method', 'value'],
    ['managersRoles', 'title', 'Руководитель', 'role', 'key'],
  ]
  return rows.map(([name, attribute, value, accessType, mappingType], index) => ({
    id: random.uuid(),
    syncId,
    type: 'users-access',
    enabled: index !== 2,
    name,
    before: null,
    after: null,
    customAttributes: true,
    mappingType,
    attributes: [{ id: random.uuid(), attribute, value }],
    accessType,
    accessIds: random.sample(pools[accessType], random.int(1, 2)),
  }))
}

export function baseMappersOf(random: Random, syncId: string, type: ProviderType): StoredMapper[] {
  return Object.entries(baseAttributes[type]).map(([field, attribute]) => ({
    id: random.uuid(),
    syncId,
    type: 'users-base',
    enabled: true,
    name: field,
    before: attribute,
    after: field,
    customAttributes: false,
    mappingType: 'key',
    attributes: [],
    accessType: null,
    accessIds: [],
  }))
}

function seedSync(random: Random, now: number, seed: ProviderSeed): ProviderSync {
  const [periodAmount, periodUnit] = seed.period
  const ran = seed.status !== 'await' && seed.status !== 'disabled'
  const createdAt = seed.status === 'process' ? now - 3 * minute : now - random.int(2, 5) * hour
  const sync: ProviderSync = {
    id: random.uuid(),
    type: 'users',
    enabled: seed.status !== 'disabled',
    restartOnFailure: seed.status === 'success',
    periodUnit,
    periodAmount,
    syncLimit: seed.type === 'wapps' ? 100 : 50,
    baseMappers: seed.baseMappers,
    details: {
      status: seed.status,
      success: null,
      error: null,
      nextAt: null,
      createdAt: ran ? new Date(createdAt).toISOString() : null,
      completedAt: null,
    },
  }
  const failed = seed.status === 'error'
  if (seed.status === 'success' || failed) {
    const completed = createdAt + random.int(2, 20) * minute
    Object.assign(sync.details, {
      success: failed ? random.int(0, 40) : random.int(800, 1500),
      error: failed ? random.int(1, 12) : random.int(0, 5),
      completedAt: new Date(completed).toISOString(),
      nextAt: nextRunAt(sync, completed, failed),
    })
  }
  if (seed.status === 'process') Object.assign(sync.details, { success: 1187, error: 2 })
  if (seed.status === 'await') sync.details.nextAt = nextRunAt(sync, now, false)
  return sync
}

export function seedProviders(context: SeedContext, state: SandboxState): ProvidersState {
  const { random, now } = context
  const result: ProvidersState = { providers: [], mappers: [], history: [], runs: [] }
  const pools = accessPools(state)
  for (const seed of seeds) {
    const sync = seedSync(random, now.getTime(), seed)
    const provider: Provider = {
      id: random.uuid(),
      type: seed.type,
      enabled: seed.enabled,
      realm: seed.realm,
      name: seed.name,
      url: seed.url,
      clientId: seed.clientId,
      clientSecret: clientSecret(random),
      sync: [sync],
    }
    result.providers.push(provider)
    if (seed.baseMappers) result.mappers.push(...baseMappersOf(random, sync.id, seed.type))
    if (seed.accessMappers) result.mappers.push(...accessMappers(random, sync.id, pools))
    // Past runs, one per period back from the last, each with its history rows.
    const runs = seed.status === 'await' || seed.status === 'disabled' ? 0 : random.int(3, 6)
    for (let run = 0; run < runs; run += 1) {
      const from = now.getTime() - (run + 1) * 6 * hour - random.int(0, 30) * minute
      result.history.push(
        ...runHistory(random, state.core.accounts, {
          syncId: sync.id,
          type: seed.type,
          from,
          to: from + random.int(3, 20) * minute,
          failed: run === 0 && seed.status === 'error',
        }),
      )
    }
    if (seed.status === 'process') {
      // A long run: it is still going while the demo is looked at.
      result.runs.push({
        syncId: sync.id,
        finishAt: new Date(now.getTime() + 2 * hour).toISOString(),
        pending: null,
      })
    }
  }
  seedHistoryRows(
    context,
    state,
    state.history,
    result.providers.flatMap((provider) => {
      // Values are read now: the rows are made later, when the provider may have changed.
      const { url, realm } = provider
      return [
        {
          entity: 'providers',
          subtype: provider.type,
          entityId: provider.id,
          entityTitle: provider.name,
          types: ['create', 'update', 'update', 'enable', 'disable', 'start'],
          params: [
            { param: 'url', value: () => url },
            { param: 'realm', value: () => realm },
            { param: 'clientSecret', value: () => '********' },
          ],
        },
        ...result.mappers
          .filter((mapper) => provider.sync.some((sync) => sync.id === mapper.syncId))
          .slice(0, 3)
          .map((mapper) => ({
            entity: 'mappers',
            subtype: mapper.type,
            entityId: mapper.id,
            entityTitle: mapper.name,
            types: ['create', 'update', 'enable', 'disable', 'delete'],
            params: [
              {
                param: 'before',
                value: (rng: Random) => rng.pick(['given_name', 'firstName', 'first_name']),
              },
            ],
          })),
      ]
    }),
    60,
  )
  return result
}
