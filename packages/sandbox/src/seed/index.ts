import type { SandboxState } from '../state'
import { emptyProfile } from '../state/profile'
import { seedApplications } from './applications'
import { seedCompanies } from './companies'
import type { SeedContext } from './context'
import { indicatorAccounts, seedCore } from './core'
import { seedDomains } from './domains'
import { seedDynamicFields } from './dynamic-fields'
import { seedHistory } from './history'
import { seedIntegration } from './integration'
import { seedLibraries } from './libraries'
import { seedLicense } from './license'
import { seedLists } from './lists'
import { seedMonitoring } from './monitoring'
import { seedProfile } from './profile'
import { seedProviders } from './providers'
import { createRandom, type Random } from './random'
import { seedSchemes } from './schemes'
import { seedSettings } from './settings'
import { seedUi } from './ui'

export interface StateOptions {
  /** @default 2026 */
  seed?: number
  now: Date
}

/**
 * Builds the seeded state. Slices are seeded in dependency order: a slice may read the ones
 * seeded before it (applications read domains, the profile reads dynamic fields, …).
 */
export function createState({ seed = 2026, now }: StateOptions): SandboxState {
  const random = createRandom(seed)
  // Each slice draws from its own generator, seeded in a fixed order: adding data to one
  // slice never changes what another slice gets.
  const slice = (): SeedContext => ({ random: createRandom(random.int(0, 2 ** 31 - 1)), now })
  const state = { random } as SandboxState
  state.core = seedCore(slice())
  state.settings = seedSettings(slice(), state)
  state.libraries = seedLibraries(slice(), state)
  state.domains = seedDomains(slice(), state)
  state.applications = seedApplications(slice(), state)
  state.schemes = seedSchemes(slice(), state)
  state.dynamicFields = seedDynamicFields(slice(), state)
  state.ui = seedUi(slice(), state)
  state.profile = seedProfile(slice(), state)
  state.companies = seedCompanies(slice(), state)
  state.lists = seedLists(slice(), state)
  state.history = seedHistory(slice(), state)
  state.monitoring = seedMonitoring(slice(), state)
  state.license = seedLicense(slice(), state)
  state.providers = seedProviders(slice(), state)
  state.integration = seedIntegration(slice(), state)
  grantApplications(state, createRandom(random.int(0, 2 ** 31 - 1)))
  addIndicatorAccounts(state, now)
  return state
}

/** The two administrators with fewer indicators, agreeing to what `admin` agreed to. */
function addIndicatorAccounts(state: SandboxState, now: Date): void {
  const admin = state.core.accounts.find((account) => account.login === 'admin')
  const terms = admin ? (state.profile.records[admin.id]?.terms ?? []) : []
  for (const account of indicatorAccounts(now)) {
    state.core.accounts.push(account)
    state.profile.records[account.id] = {
      ...emptyProfile(account.id),
      terms: structuredClone(terms),
    }
  }
}

/**
 * Which services each demo account may open, so every post-login redirect rule is met:
 * `user` has exactly one (redirect to its URL), `limited` none (to /profile), the others
 * several (to /apps).
 */
function grantApplications(state: SandboxState, random: Random): void {
  const services = state.applications.items
    .filter((application) => application.enabled && application.menuVisible && application.url)
    .map((application) => application.id)
  const byLogin: Record<string, string[]> = {
    admin: services,
    master: services.slice(0, 4),
    user: services.slice(0, 1),
    limited: [],
    ldap: services.slice(1, 3),
  }
  for (const account of state.core.accounts) {
    account.applications = byLogin[account.login] ?? random.sample(services, random.int(1, 3))
  }
}
