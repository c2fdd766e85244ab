import {
  type CountryCode,
  getMenuQuery,
  getPlatformConfigureQuery,
  getProjectInfoQuery,
  getPublicSettingsQuery,
  getServicesMenuQuery,
  getUserSettingsQuery,
  listCountryCodesQuery,
  type PlatformClient,
  type PlatformConfigure,
  type ProfileSummary,
  type ProjectInfo,
  type PublicSettings,
  type UiMenuEntry,
  type UserUiSettings,
} from '@platform/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { openableServices } from './services'
import { sessionQuery } from './session'

/** What the interface needs before it shows anything. */
export interface Startup {
  project: ProjectInfo
  /** The public navigation menu (its titles name the pages). */
  menu: UiMenuEntry[]
  countries: CountryCode[]
  publicSettings: PublicSettings
  /** `null` when nobody is signed in. */
  profile: ProfileSummary | null
  /** The services the person may open; empty when signed out. */
  services: UiMenuEntry[]
  userSettings: UserUiSettings | null
  configure: PlatformConfigure | null
}

/**
 * Loads the startup data into the query cache (screens read the same queries later) and
 * returns it. A failure of the public part rejects: the startup error screen offers a retry.
 */
export async function loadStartup(
  client: PlatformClient,
  queryClient: QueryClient,
): Promise<Startup> {
  const [project, menu, countries, publicSettings, profile] = await Promise.all([
    queryClient.ensureQueryData(getProjectInfoQuery(client)),
    queryClient.ensureQueryData(getMenuQuery(client, { type: 'platform' })),
    queryClient.ensureQueryData(listCountryCodesQuery(client)),
    queryClient.ensureQueryData(getPublicSettingsQuery(client)),
    queryClient.ensureQueryData(sessionQuery(client)),
  ])
  if (!profile) {
    return {
      project,
      menu: menu.menu,
      countries: countries.countries,
      publicSettings,
      profile,
      services: [],
      userSettings: null,
      configure: null,
    }
  }
  const [services, userSettings, configure] = await Promise.all([
    queryClient.ensureQueryData(getServicesMenuQuery(client)),
    queryClient.ensureQueryData(getUserSettingsQuery(client)),
    queryClient.ensureQueryData(getPlatformConfigureQuery(client)),
  ])
  return {
    project,
    menu: menu.menu,
    countries: countries.countries,
    publicSettings,
    profile,
    services: openableServices(services.services),
    userSettings,
    configure,
  }
}
