import { useLingui } from '@lingui/react'
import { getPlatformMenuQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useMatches, useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { routeTitles } from '../i18n/route-titles'
import { menuTitleAt } from '../layouts/parts/menu'
import { ShellProvider } from '../layouts/parts/ShellProvider'
import { SlicedOutlet } from '../layouts/parts/SlicedOutlet'
import { useDeviceReport } from '../platform/useDeviceReport'
import { pageTitle } from '../routes/guard'
import { DevOutbox } from './DevOutbox'
import { currentPageView, metricsHit, sendMetricsHit } from './metrics'
import { SessionKeeperProvider } from './SessionKeeperProvider'
import { Toasts } from './Toasts'

// Shown only when an optional startup answer failed: not part of any page's first load.
const StartupNotice = lazy(() =>
  import('./StartupNotice').then((module) => ({ default: module.StartupNotice })),
)

/** The frame of every page: the title, the toasts, and what happens when the session ends. */
export function RootLayout() {
  const { i18n } = useLingui()
  const { startup, platform } = useRouteContext({ from: '__root__' })
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const name = leaf?.staticData.name
  const pathname = leaf?.pathname
  // Read from the cache only: the administration pages' guard loads it, other pages need not.
  const adminMenu = useQuery({ ...getPlatformMenuQuery(platform.client), enabled: false }).data
    ?.menu
  useDeviceReport(platform, startup.profile?.mainInfo.id ?? null)

  useEffect(() => {
    const menuTitle =
      pathname === undefined
        ? undefined
        : (menuTitleAt(startup.menu, pathname) ?? menuTitleAt(adminMenu ?? [], pathname))
    const title = menuTitle ?? (name ? i18n._(routeTitles[name]) : undefined)
    document.title = pageTitle(title, startup.project.copyright.title ?? undefined)
  }, [i18n, pathname, name, startup, adminMenu])

  // One statistics hit per page shown, after its title is set; a language switch is no new page.
  const reported = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (pathname === undefined || reported.current === pathname) return
    reported.current = pathname
    sendMetricsHit(platform.client, metricsHit(startup.project.code, currentPageView()))
  }, [pathname, platform, startup])

  return (
    <ShellProvider>
      <SessionKeeperProvider>
        {startup.unavailable.length > 0 && (
          <Suspense fallback={null}>
            <StartupNotice />
          </Suspense>
        )}
        <SlicedOutlet />
        <Toasts />
        <DevOutbox />
      </SessionKeeperProvider>
    </ShellProvider>
  )
}
