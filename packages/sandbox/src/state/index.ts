import type { Random } from '../seed/random'
import type { ApplicationsState } from './applications'
import type { CompaniesState } from './companies'
import type { Account, CoreState, SessionRecord } from './core'
import type { DomainsState } from './domains'
import type { DynamicFieldsState } from './dynamic-fields'
import type { HistoryState } from './history'
import type { IntegrationState } from './integration'
import type { LibrariesState } from './libraries'
import type { LicenseState } from './license'
import type { ListsState } from './lists'
import type { MonitoringState } from './monitoring'
import type { ProfileState } from './profile'
import type { ProvidersState } from './providers'
import type { SchemesState } from './schemes'
import type { SettingsState } from './settings'
import type { UiState } from './ui'

/** Everything the sandbox knows, one slice per area of the contract. */
export interface SandboxState {
  /** Ids and codes of new entities come from here, so a run is reproducible. */
  random: Random
  core: CoreState
  ui: UiState
  profile: ProfileState
  companies: CompaniesState
  applications: ApplicationsState
  domains: DomainsState
  schemes: SchemesState
  settings: SettingsState
  dynamicFields: DynamicFieldsState
  lists: ListsState
  history: HistoryState
  monitoring: MonitoringState
  license: LicenseState
  providers: ProvidersState
  libraries: LibrariesState
  integration: IntegrationState
}

/** The person of the request's session. */
export interface SignedIn {
  account: Account
  session: SessionRecord
}
