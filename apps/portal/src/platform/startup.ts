import {
  type CountryCode,
  isPlatformError,
  type PlatformClient,
  type PlatformConfigure,
  type PlatformError,
  type ProfileSummary,
  type ProjectInfo,
  type PublicSettings,
  type UiMenuEntry,
  type UserUiSettings,
} from '@platform/sdk'
import {
  getMenuQuery,
  getPlatformConfigureQuery,
  getProjectInfoQuery,
  getPublicSettingsQuery,
  getServicesMenuQuery,
  getUserSettingsQuery,
  listCountryCodesQuery,
} from '@platform/sdk/query'
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { openableServices } from './services'
import { sessionQuery } from './session'
import { type CheckedOperation, expectShape } from './shapes'

/** Startup answers a page can do without: their failure is a note with a retry, not an error. */
export type OptionalPart = 'countries' | 'userSettings' | 'configure'

/** What the interface needs before it shows anything. */
export interface Startup {
  project: ProjectInfo
  /** The public navigation menu (its titles name the pages). */
  menu: UiMenuEntry[]
  /** Empty when the country codes could not be loaded (see `unavailable`). */
  countries: CountryCode[]
  publicSettings: PublicSettings
  /** `null` when nobody is signed in. */
  profile: ProfileSummary | null
  /** The services the person may open; empty when signed out. */
  services: UiMenuEntry[]
  userSettings: UserUiSettings | null
  configure: PlatformConfigure | null
  /** The optional answers that failed or came malformed: the shell says so and offers a retry. */
  unavailable: OptionalPart[]
}

/** A startup answer, checked against the contract; a malformed one does not stay cached. */
async function checked<T, K extends QueryKey, O extends CheckedOperation>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, PlatformError, T, K>,
  operation: O,
) {
  const data = await queryClient.ensureQueryData(options)
  try {
    return expectShape(operation, data)
  } catch (error) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
    throw error
  }
}

/** An answer the current page can do without: `null` when it failed or came malformed. */
async function optional<T, K extends QueryKey, O extends CheckedOperation>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, PlatformError, T, K>,
  operation: O,
) {
  try {
    return await checked(queryClient, options, operation)
  } catch (error) {
    // A 401 is a visitor's answer to a call made before the session was known, not a fault.
    if (!(isPlatformError(error) && error.kind === 'unauthenticated')) {
      console.error(`Startup goes on without ${operation}:`, error)
    }
    return null
  }
}

/** The calls only a signed-in person can make: the services, their settings and access flags. */
function loadSignedIn(client: PlatformClient, queryClient: QueryClient) {
  return Promise.all([
    checked(queryClient, getServicesMenuQuery(client), 'GET /platform/ui/services/menu'),
    optional(queryClient, getUserSettingsQuery(client), 'GET /platform/users/settings'),
    optional(queryClient, getPlatformConfigureQuery(client), 'GET /platform/ui/configure/platform'),
  ])
}

/**
 * Loads the startup data into the query cache (screens read the same queries later) and
 * returns it. A failure of what every page stands on (project, menu, public settings, the
 * person) rejects: the startup error screen offers a retry. Country codes, user settings and
 * the configuration are optional: without them the page works and the shell shows a note.
 *
 * The signed-in person's calls wait for the answer about the session, unless the page needs a
 * session (`sessionExpected`): then they start with the others, a round trip sooner on every
 * signed-in page. Should nobody be signed in after all, their answers (401) are dropped and the
 * guard sends the visitor to sign in, as it would have.
 */
export async function loadStartup(
  client: PlatformClient,
  queryClient: QueryClient,
  { sessionExpected = false }: { sessionExpected?: boolean } = {},
): Promise<Startup> {
  const early = sessionExpected ? loadSignedIn(client, queryClient) : undefined
  // Awaited below only when someone is signed in; a visitor's 401 is no failure of the page.
  early?.catch(() => undefined)
  const [project, menu, countries, publicSettings, profile] = await Promise.all([
    checked(queryClient, getProjectInfoQuery(client), 'GET /platform/ui/project/info'),
    checked(queryClient, getMenuQuery(client, { type: 'platform' }), 'GET /platform/ui/menu'),
    optional(queryClient, listCountryCodesQuery(client), 'GET /platform/country/codes'),
    queryClient.ensureQueryData(getPublicSettingsQuery(client)),
    queryClient.ensureQueryData(sessionQuery(client)),
  ])
  if (!profile && early) {
    await early.catch(() => undefined)
    for (const { queryKey } of [
      getServicesMenuQuery(client),
      getUserSettingsQuery(client),
      getPlatformConfigureQuery(client),
    ]) {
      queryClient.removeQueries({ queryKey, exact: true })
    }
  }
  const [services, userSettings, configure] = profile
    ? await (early ?? loadSignedIn(client, queryClient))
    : [null, null, null]
  const unavailable: OptionalPart[] = []
  if (!countries) unavailable.push('countries')
  if (profile && !userSettings) unavailable.push('userSettings')
  if (profile && !configure) unavailable.push('configure')
  return {
    project,
    menu: menu.menu,
    countries: countries?.countries ?? [],
    publicSettings,
    profile,
    services: services ? openableServices(services.services) : [],
    userSettings,
    configure,
    unavailable,
  }
}
