import { safeDestination } from '@platform/forms'
import {
  getMenuQuery,
  getPlatformConfigureQuery,
  getProjectInfoQuery,
  getServicesMenuQuery,
  getUserSettingsQuery,
} from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { createContext, useCallback, useContext, useMemo } from 'react'
import { usePlatform, useStartup } from '../../platform/hooks'
import { openableServices } from '../../platform/services'
import { sessionQuery } from '../../platform/session'
import { type CheckedOperation, hasShape } from '../../platform/shapes'
import type { Startup } from '../../platform/startup'
import type { RouteExists } from './menu'

const checked = <T>(data: T | undefined, operation: CheckedOperation): T | undefined =>
  hasShape(operation, data) ? data : undefined

/** The shell's data (see `useShellData`). */
export interface Shell extends Pick<Startup, 'project' | 'menu' | 'profile' | 'services'> {
  signedIn: boolean
  userSettings: Startup['userSettings']
  configure: Startup['configure']
}

/** Where the root layout puts the shell's data for everything under it (`ShellProvider`). */
export const ShellContext = createContext<Shell | null>(null)

/**
 * The shell's data, live: the startup answers at first, then the queries themselves, so a
 * language switch (which refetches them) brings their texts in the new language. Observed
 * once, by the root layout: some fifteen parts of every page read it (`useShell`), and six
 * query observers in each of them made a page's first render a fifth longer.
 */
export function useShellData(): Shell {
  const startup = useStartup()
  const { client } = usePlatform()
  const session = useQuery(sessionQuery(client)).data
  const profile = session === undefined ? startup.profile : session
  const signedIn = profile !== null
  // A live answer that is not the contract's shape is ignored: the startup's checked one stays.
  const project =
    checked(useQuery(getProjectInfoQuery(client)).data, 'GET /platform/ui/project/info') ??
    startup.project
  const menu =
    checked(useQuery(getMenuQuery(client, { type: 'platform' })).data, 'GET /platform/ui/menu')
      ?.menu ?? startup.menu
  const services = checked(
    useQuery({ ...getServicesMenuQuery(client), enabled: signedIn }).data,
    'GET /platform/ui/services/menu',
  )
  const userSettings = checked(
    useQuery({ ...getUserSettingsQuery(client), enabled: signedIn }).data,
    'GET /platform/users/settings',
  )
  const configure = checked(
    useQuery({ ...getPlatformConfigureQuery(client), enabled: signedIn }).data,
    'GET /platform/ui/configure/platform',
  )
  const openable = useMemo(
    () => (services ? openableServices(services.services) : startup.services),
    [services, startup.services],
  )
  const settings = signedIn ? (userSettings ?? startup.userSettings) : null
  const flags = signedIn ? (configure ?? startup.configure) : null
  return useMemo(
    () => ({
      project,
      menu,
      profile,
      signedIn,
      services: signedIn ? openable : [],
      userSettings: settings,
      configure: flags,
    }),
    [project, menu, profile, signedIn, openable, settings, flags],
  )
}

/** The shell's data: the project, the menu, the person and their settings (`useShellData`). */
export function useShell(): Shell {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell needs the root layout’s ShellProvider above it')
  return shell
}

/**
 * Whether the portal has a page at a path that the person may open: navigation never links to
 * a page that is not there, nor to one that needs an access flag they lack.
 */
export function useRouteExists(): RouteExists {
  const router = useRouter()
  const accesses = useShell().configure?.accesses
  return useCallback(
    (path: string) => {
      // Matching is fuzzy: the part of the path no route took is left in `**`.
      const [, params, found] = router.getMatchedRoutes(path)
      if (found === undefined || params['**'] !== undefined) return false
      const access = found.options.staticData?.access
      return access === undefined || accesses?.[access] === true
    },
    [router, accesses],
  )
}

/**
 * The router options of the shell's links: the next page keeps the query parameters (the
 * back link and the identification attribute; the root route validates them all).
 */
export const keepSearch = { search: true } as const

/**
 * Where the portal may send a person: a path of the portal, the project's site or one of the
 * menu's services (the one rule of `safeDestination`); anything else comes back undefined.
 */
export function useSafeDestination(): (value: unknown) => string | undefined {
  const { project, services } = useShell()
  const siteUrl = project.siteUrl?.url
  return useCallback(
    (value: unknown) =>
      safeDestination(value, {
        origin: window.location.origin,
        trusted: [siteUrl, ...services.map((entry) => entry.serviceUrl)],
      }),
    [siteUrl, services],
  )
}

/** The `ref` back link when it leads to this portal, the project's site or one of its services. */
export function useBackLink(): string | undefined {
  const { ref } = useSearch({ from: '__root__' })
  return useSafeDestination()(ref)
}

/** The portal's home: the services page with services, the profile without. */
export function useHome(): string {
  const { services } = useShell()
  return services.length > 0 ? '/apps' : '/profile'
}
