import {
  getMenuQuery,
  getPlatformConfigureQuery,
  getProjectInfoQuery,
  getServicesMenuQuery,
  getUserSettingsQuery,
} from '@platform/sdk'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { usePlatform, useStartup } from '../../platform/hooks'
import { sessionQuery } from '../../platform/session'
import { safeRef } from '../../routes/safe-ref'
import type { RouteExists } from './menu'

/**
 * The shell's data, live: the startup answers at first, then the queries themselves, so a
 * language switch (which refetches them) brings their texts in the new language.
 */
export function useShell() {
  const startup = useStartup()
  const { client } = usePlatform()
  const session = useQuery(sessionQuery(client)).data
  const profile = session === undefined ? startup.profile : session
  const signedIn = profile !== null
  const project = useQuery(getProjectInfoQuery(client)).data ?? startup.project
  const menu = useQuery(getMenuQuery(client, { type: 'platform' })).data?.menu ?? startup.menu
  const services = useQuery({ ...getServicesMenuQuery(client), enabled: signedIn }).data
  const userSettings = useQuery({ ...getUserSettingsQuery(client), enabled: signedIn }).data
  const configure = useQuery({ ...getPlatformConfigureQuery(client), enabled: signedIn }).data
  return {
    project,
    menu,
    profile,
    signedIn,
    services: signedIn
      ? (services?.services.filter((entry) => entry.visible) ?? startup.services)
      : [],
    userSettings: signedIn ? (userSettings ?? startup.userSettings) : null,
    configure: signedIn ? (configure ?? startup.configure) : null,
  }
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
 * The router options of the shell's links: the next page keeps the query parameters (000 §2:
 * the back link and the identification attribute; the root route validates them all).
 */
export const keepSearch = { search: true } as const

/** The `ref` back link when it leads to this portal, the project's site or one of its services. */
export function useBackLink(): string | undefined {
  const { ref } = useSearch({ from: '__root__' })
  const { project, services } = useShell()
  const allowedOrigins = [
    project.siteUrl?.url,
    ...services.map((entry) => entry.serviceUrl),
  ].filter((url): url is string => Boolean(url))
  return safeRef(ref, { origin: window.location.origin, allowedOrigins })
}

/** The portal's home: the services page with services, the profile without (000 §2). */
export function useHome(): string {
  const { services } = useShell()
  return services.length > 0 ? '/apps' : '/profile'
}
